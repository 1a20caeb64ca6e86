export { formatKilograms, formatLongDate, formatTenge, intlLocaleOf } from './amounts';
export { quotedTerms } from './quoted-terms';
