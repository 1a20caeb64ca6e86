export { BoardSearchForm } from './board-search';
export { TripBoardPage } from './trip-board-page';
export { TripBoardStore } from './trip-board-store';
export type { BoardLoadState, BoardSearch, TripBoardOptions } from './trip-board-store';
export { TripBoardView } from './trip-board-view';
export type { BoardMode, TripBoardViewProps } from './trip-board-view';
