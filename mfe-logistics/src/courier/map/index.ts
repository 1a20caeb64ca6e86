export { PointsMap } from './points-map';
export type { PointsMapProps } from './points-map';
export type { MapPoint } from './map-point';
