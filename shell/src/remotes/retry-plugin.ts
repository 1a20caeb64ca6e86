import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const RETRY_DELAYS_MS = [300, 1000];

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function fetchWithRetry(url: string, init: RequestInit, delays: readonly number[]): Promise<Response> {
  try {
    const response = await fetch(url, init);
    if (response.ok || response.status < 500 || delays.length === 0) return response;
  } catch (error) {
    if (delays.length === 0) throw error;
  }
  await wait(delays[0] ?? 0);
  return fetchWithRetry(url, init, delays.slice(1));
}

/** Retries a remote's manifest fetch on network errors and 5xx before the remote counts as down. */
export function createRetryPlugin(delays: readonly number[] = RETRY_DELAYS_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'jetkiz-retry-plugin',
    fetch(url, init) {
      return fetchWithRetry(url, init, delays);
    },
  };
}
