import poster from './video-poster.svg';
import type { Picture } from './illustrations';

/** The promo video facade's poster (its own module: it comes with the facade, after the first screen). */
export const VIDEO_POSTER: Picture = { src: poster, width: 640, height: 360 };
