import type { Config } from '../../config';
import { sumsubClient } from './sumsub-client';
import { sumsubWebhookRoutes, type SumsubWebhookDependencies } from './sumsub-webhook';

/**
 * Sumsub as the verification provider, from its settings (config.ts refuses to start with one missing): the client
 * the verification job submits to, and the webhook plugin that hands each decision to `applyDecision`.
 */
export function sumsubVerification(settings: Config['sumsub'], applyDecision: SumsubWebhookDependencies['applyDecision']) {
  const { appToken, secretKey, webhookSecret, levelName, apiUrl, timeoutMs } = settings;
  if (!appToken || !secretKey || !webhookSecret || !levelName) throw new Error('Sumsub settings are incomplete');
  return {
    provider: sumsubClient({ appToken, secretKey, apiUrl, levelName, timeoutMs }),
    webhookRoutes: sumsubWebhookRoutes({ webhookSecret, applyDecision }),
  };
}
