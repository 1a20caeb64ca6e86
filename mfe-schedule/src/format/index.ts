export {
  capitalized,
  formatDay,
  formatKilograms,
  formatPercent,
  formatRating,
  formatTenge,
  formatTripDate,
  intlLocaleOf,
  travelerKeeps,
} from './format';
export { ALLOWANCE_WORDS, DELIVERY_TYPE_WORDS } from './glossary-words';
