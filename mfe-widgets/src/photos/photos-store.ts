import { ALLOWED_IMAGE_MIME_TYPES, MESSAGE_KEYS, parcelImagesErrors } from '@jetkiz/contracts';
import type { ParcelCalls } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import { isImageContent } from './image-content';

export interface ChosenPhoto {
  key: number;
  file: File;
  /** object URL of an image to preview; null for a file that is not one */
  previewUrl: string | null;
  /** what its first bytes say: png or jpeg, something else, or not read yet */
  content: 'image' | 'other' | 'unread';
}

function previewOf(file: File): string | null {
  if (!ALLOWED_IMAGE_MIME_TYPES.includes(file.type) || typeof URL.createObjectURL !== 'function') return null;
  return URL.createObjectURL(file);
}

/** The ids of the uploaded photos and the upload token the parcel is created with (only its holder may attach them). */
export interface UploadedPhotos {
  imageIds: string[];
  uploadToken?: string;
}

/**
 * The parcel's photos (spec §5, §9: png, jpeg, jpg, 7 MB in all): chosen, previewed, removed one by one, and
 * uploaded as `images[]` before the parcel is created. A set already uploaded is not sent twice.
 */
export class PhotosStore {
  photos: ChosenPhoto[] = [];
  serverErrors: string[] = [];
  private nextKey = 1;
  private reading: Promise<void>[] = [];
  private uploaded: { photos: ChosenPhoto[]; uploads: UploadedPhotos } | null = null;

  constructor() {
    makeAutoObservable<PhotosStore, 'uploaded' | 'reading'>(this, { uploaded: false, reading: false });
  }

  /** Translation keys of what is wrong with the chosen set. */
  get errors(): string[] {
    const contentErrors = this.photos.some((photo) => photo.content === 'other') ? [MESSAGE_KEYS.imageTypeNotAllowed] : [];
    return [...new Set([...parcelImagesErrors(this.photos.map((photo) => photo.file)), ...contentErrors, ...this.serverErrors])];
  }

  get isValid(): boolean {
    return this.errors.length === 0;
  }

  add(files: Iterable<File>): void {
    for (const file of files) {
      const key = this.nextKey++;
      this.photos.push({ key, file, previewUrl: previewOf(file), content: 'unread' });
      this.reading.push(this.readContent(key, file));
    }
    this.serverErrors = [];
  }

  private async readContent(key: number, file: File): Promise<void> {
    const content = (await isImageContent(file).catch(() => false)) ? 'image' : 'other';
    runInAction(() => {
      const photo = this.photos.find((candidate) => candidate.key === key);
      if (photo) photo.content = content;
    });
  }

  /** Resolves once every chosen file's content has been read. */
  async contentRead(): Promise<void> {
    await Promise.all(this.reading);
  }

  remove(key: number): void {
    const photo = this.photos.find((candidate) => candidate.key === key);
    if (!photo) return;
    if (photo.previewUrl) URL.revokeObjectURL(photo.previewUrl);
    this.photos = this.photos.filter((candidate) => candidate !== photo);
    this.serverErrors = [];
  }

  setServerErrors(keys: string[]): void {
    this.serverErrors = keys;
  }

  /** Uploads the chosen photos once and gives their ids and upload token; no photos, no call. */
  async upload(parcels: Pick<ParcelCalls, 'uploadImages'>): Promise<UploadedPhotos> {
    const photos = this.photos;
    if (photos.length === 0) return { imageIds: [] };
    if (this.uploaded && this.uploaded.photos === photos) return this.uploaded.uploads;
    const { images, upload_token: uploadToken } = await parcels.uploadImages(photos.map((photo) => photo.file));
    const uploads = { imageIds: images.map((image) => image.id), uploadToken };
    runInAction(() => {
      this.uploaded = { photos, uploads };
    });
    return uploads;
  }

  dispose(): void {
    for (const photo of this.photos) if (photo.previewUrl) URL.revokeObjectURL(photo.previewUrl);
  }
}
