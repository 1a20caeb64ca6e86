export { imageRoutes } from './image-routes';
export type { ImageRoutesDependencies } from './image-routes';
export { imageTypeOf } from './image-signature';
export type { ImageContentType } from './image-signature';
export { localImageStore } from './image-store';
export type { ImageStore } from './image-store';
export { MAX_IMAGES_PER_PARCEL, createParcelPhotos } from './parcel-photos';
export type { ParcelPhotos, PhotoOwner } from './parcel-photos';
