/** The one currency of every amount: Kazakhstan tenge, counted in integer tiyn. */
export const KZT = 'KZT';
export type Currency = typeof KZT;
