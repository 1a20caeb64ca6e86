import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setUpTestApp, type TestApp } from '../testing';

export interface ImagesTestApp extends TestApp {
  /** Where this test file's app keeps the uploaded photos. */
  imagesDir: string;
}

/**
 * setUpTestApp for the photos' tests: the app keeps its photos in a temporary folder of the test file's own (gone
 * after the last test) and signs their URLs for the API's public address.
 */
export function setUpImagesTestApp(ready: (test: ImagesTestApp) => unknown): void {
  const imagesDir = mkdtempSync(path.join(os.tmpdir(), 'jetkiz-images-'));
  setUpTestApp((test) => ready({ ...test, imagesDir }), { IMAGES_DIR: imagesDir, API_URL: 'https://api.jetkiz.test' });
  afterAll(() => rm(imagesDir, { recursive: true, force: true }));
}
