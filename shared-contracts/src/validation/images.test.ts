import { MAX_IMAGES_TOTAL_BYTES } from '../constants';
import { MESSAGE_KEYS } from '../errors';
import { parcelImagesErrors } from './images';

describe('parcelImagesErrors', () => {
  it('accepts png, jpeg and jpg within 7 MB in total', () => {
    const files = [
      { name: 'a.png', type: 'image/png', size: 1000 },
      { name: 'b.JPG', type: 'image/jpeg', size: 1000 },
      { name: 'c.jpeg', type: 'image/jpeg', size: MAX_IMAGES_TOTAL_BYTES - 2000 },
    ];
    expect(parcelImagesErrors(files)).toEqual([]);
  });

  it('refuses other types and more than 7 MB', () => {
    expect(parcelImagesErrors([{ name: 'a.gif', type: 'image/gif', size: 1 }])).toEqual([MESSAGE_KEYS.imageTypeNotAllowed]);
    expect(parcelImagesErrors([{ name: 'a.webp', type: 'image/png', size: 1 }])).toEqual([MESSAGE_KEYS.imageTypeNotAllowed]);
    const big = [
      { name: 'a.png', type: 'image/png', size: MAX_IMAGES_TOTAL_BYTES },
      { name: 'b.png', type: 'image/png', size: 1 },
    ];
    expect(parcelImagesErrors(big)).toEqual([MESSAGE_KEYS.imagesTooLarge]);
  });
});
