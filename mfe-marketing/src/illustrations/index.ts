export { HERO_PICTURE, STEP_PICTURES } from './illustrations';
export type { Picture, StepPictureName } from './illustrations';
export { VIDEO_POSTER } from './video-poster';
