import type { LogisticsConfig } from '../config';
import type { CourierProvider } from '../courier';
import type { Clock } from '../deals/clock';
import type { Geocoder } from '../geo';
import type { Ledger } from '../ledger';
import type { FeaturePaymentContext } from '../payments';
import type { ShortLinks } from '../short-links';

/** What every part of the courier claims works with. */
export interface LogisticsContext extends FeaturePaymentContext {
  ledger: Ledger;
  courier: CourierProvider;
  shortLinks: ShortLinks;
  geocoder: Geocoder;
  /** the deals' clock: payment waiting times and refund dates (tests and /dev/deals/clock move it) */
  clock: Clock;
  config: LogisticsConfig;
  /** the site's address: the checkout returns to its widget/delivery page */
  siteUrl: string;
}

export const CAPTURE_JOB = 'logistics: capture the courier fee';
export const VOID_JOB = 'logistics: void a stray courier payment';
export const TRACK_JOB = 'logistics: track a courier claim';
export const REFUND_JOB = 'logistics: refund a cancelled courier claim';
