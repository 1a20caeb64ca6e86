import delivery from './delivery.svg';
import hero from './hero.svg';
import parcel from './parcel.svg';
import safeDeal from './safe-deal.svg';
import traveler from './traveler.svg';

/** An <img>'s own attributes: spread on it, the picture's box is reserved before it loads. */
export interface Picture {
  /** the file's URL in the build (an asset beside the bundle, so the pictures cost no JavaScript) */
  src: string;
  width: number;
  height: number;
}

const stepPicture = (src: string): Picture => ({ src, width: 160, height: 120 });

/** The first screen's drawing. */
export const HERO_PICTURE: Picture = { src: hero, width: 480, height: 360 };

/** The 'how it works' steps' drawings, named as their files are (`safe-deal` is safe-deal.svg). */
export const STEP_PICTURES = {
  parcel: stepPicture(parcel),
  traveler: stepPicture(traveler),
  'safe-deal': stepPicture(safeDeal),
  delivery: stepPicture(delivery),
} as const;

export type StepPictureName = keyof typeof STEP_PICTURES;
