/** The header carrying the simulator's signature: hex HMAC-SHA256 of the raw body with SIMULATOR_WEBHOOK_SECRET. */
export const SIMULATOR_SIGNATURE_HEADER = 'x-simulator-signature';
