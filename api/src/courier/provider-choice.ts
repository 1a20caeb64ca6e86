import type { Config } from '../config';
import type { Db } from '../db';
import type { CourierProvider } from './courier-provider';
import { simulatedCourierProvider } from './simulator/simulated-courier';
import { yandexCourierProvider } from './yandex/yandex-provider';

/** The provider COURIER_PROVIDER names: the offline simulator (default) or Yandex Delivery (its token checked by the config). */
export function courierProviderFor(config: Config, { db }: { db: Db }): CourierProvider {
  const { provider, simulator, yandex } = config.courier;
  if (provider === 'yandex') {
    if (!yandex.token) throw new Error('COURIER_PROVIDER=yandex needs YANDEX_DELIVERY_TOKEN');
    return yandexCourierProvider({ url: yandex.url, token: yandex.token, timeoutMs: yandex.timeoutMs });
  }
  return simulatedCourierProvider({ db, stepSeconds: simulator.stepSeconds });
}
