/** ioka's webhook signature header: hex HMAC-SHA256 of the raw body with the webhook's secret from ioka's dashboard. */
export const IOKA_SIGNATURE_HEADER = 'x-signature';
