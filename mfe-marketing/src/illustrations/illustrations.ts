import delivery from './delivery.svg';
import hero from './hero.svg';
import parcel from './parcel.svg';
import safeDeal from './safe-deal.svg';
import traveler from './traveler.svg';
import videoPoster from './video-poster.svg';

export interface IllustrationFile {
  /** the file's URL in the build (an asset beside the bundle, so the pictures cost no JavaScript) */
  src: string;
  /** the picture's own size, also written on the <img> so its box is reserved before it loads */
  width: number;
  height: number;
}

/** Our own drawings, named as their files are (`safe-deal` is safe-deal.svg). */
export const ILLUSTRATIONS = {
  hero: { src: hero, width: 480, height: 360 },
  parcel: { src: parcel, width: 160, height: 120 },
  traveler: { src: traveler, width: 160, height: 120 },
  'safe-deal': { src: safeDeal, width: 160, height: 120 },
  delivery: { src: delivery, width: 160, height: 120 },
  'video-poster': { src: videoPoster, width: 640, height: 360 },
} as const satisfies Record<string, IllustrationFile>;

export type IllustrationName = keyof typeof ILLUSTRATIONS;
