export { PhotoPicker } from './photo-picker';
export { PhotosStore } from './photos-store';
export type { ChosenPhoto, UploadedPhotos } from './photos-store';
