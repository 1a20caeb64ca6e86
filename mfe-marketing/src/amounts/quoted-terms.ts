import {
  COURIER_REFUND_DAYS,
  MIN_INSURANCE_COST,
  REFUND_WORKING_DAYS,
  SITE_CONTACTS,
  TRAVELER_COMMISSION_RATE,
  formatPhone,
} from '@jetkiz/contracts';
import type { LanguageCode } from '@jetkiz/contracts';
import { formatPercent, formatTenge } from './amounts';

/** The reward the texts use to show how the commission works. */
export const EXAMPLE_REWARD = 10_000;

/**
 * The product's terms as the texts quote them ({{commission}}, {{days}}, …), formatted for the language, so a
 * number in the copy always comes from the constant it states.
 */
export function quotedTerms(language: LanguageCode) {
  const fee = Math.round(EXAMPLE_REWARD * TRAVELER_COMMISSION_RATE);
  return {
    commission: formatPercent(TRAVELER_COMMISSION_RATE, language),
    days: REFUND_WORKING_DAYS,
    courierDays: COURIER_REFUND_DAYS,
    minCost: formatTenge(MIN_INSURANCE_COST, language),
    reward: formatTenge(EXAMPLE_REWARD, language),
    fee: formatTenge(fee, language),
    payout: formatTenge(EXAMPLE_REWARD - fee, language),
    email: SITE_CONTACTS.infoEmail,
    phone: formatPhone(SITE_CONTACTS.supportPhone),
  };
}
