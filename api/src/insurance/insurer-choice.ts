import type { InsuranceConfig } from '../config';
import type { Insurer } from './insurer';
import { restInsurer } from './rest/rest-insurer';
import { simulatedInsurer } from './simulator/simulated-insurer';

/** The insurer INSURER names: the offline simulator (default) or the REST adapter (its key checked by the config). */
export function insurerFor(config: InsuranceConfig): Insurer {
  if (config.insurer === 'rest') {
    if (!config.rest.apiKey) throw new Error('INSURER=rest needs INSURER_API_KEY');
    return restInsurer({ url: config.rest.url, apiKey: config.rest.apiKey, timeoutMs: config.rest.timeoutMs, contact: config.contact });
  }
  return simulatedInsurer({ contact: config.contact });
}
