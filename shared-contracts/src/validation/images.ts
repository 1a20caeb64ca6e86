import { ALLOWED_IMAGE_EXTENSIONS, ALLOWED_IMAGE_MIME_TYPES, MAX_IMAGES_TOTAL_BYTES } from '../constants';
import { MESSAGE_KEYS } from '../errors';

export interface ImageFile {
  name: string;
  type: string;
  size: number;
}

function extensionOf(name: string): string {
  return name.slice(name.lastIndexOf('.') + 1).toLowerCase();
}

function isAllowedImage(file: ImageFile): boolean {
  return ALLOWED_IMAGE_MIME_TYPES.includes(file.type) && ALLOWED_IMAGE_EXTENSIONS.includes(extensionOf(file.name));
}

/** Keys of what is wrong with a set of parcel photos: type (png, jpeg, jpg) and 7 MB in total. */
export function parcelImagesErrors(files: readonly ImageFile[]): string[] {
  const errors: string[] = [];
  if (!files.every(isAllowedImage)) errors.push(MESSAGE_KEYS.imageTypeNotAllowed);
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  if (totalBytes > MAX_IMAGES_TOTAL_BYTES) errors.push(MESSAGE_KEYS.imagesTooLarge);
  return errors;
}
