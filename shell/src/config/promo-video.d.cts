export declare const PROMO_VIDEO_ORIGIN: string;
export declare function promoVideoIdOf(value: unknown, warn: (message: string) => void): string | undefined;
