/**
 * A provider's webhook body (the raw bytes its signature covers) as a JSON object; undefined when it is not valid
 * UTF-8, not JSON, or not an object.
 */
export function webhookBodyOf(raw: Buffer): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
