import type { ParcelClass } from './parcel';

export interface RecommendedPriceQuery {
  from: number;
  to: number;
  class: ParcelClass;
}

export type PriceSource = 'market' | 'price_list';

export interface RecommendedPrice {
  amount: number;
  currency: 'KZT';
  sample_size: number;
  source: PriceSource;
}
