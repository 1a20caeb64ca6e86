export { ParcelPhotos } from './parcel-photos';
export type { ParcelPhotosProps } from './photo-strip';
