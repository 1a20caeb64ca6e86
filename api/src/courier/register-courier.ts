import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db';
import type { CourierProvider } from './courier-provider';
import { courierProviderFor } from './provider-choice';
import { devCourierRoutes } from './simulator/dev-courier-routes';
import type { SimulatedCourierProvider } from './simulator/simulated-courier';

export interface CourierDependencies {
  db: Db;
  config: Config;
  /** default the one COURIER_PROVIDER names */
  provider?: CourierProvider;
}

/**
 * The courier provider in the app: with the simulator and DEV_ROUTES, its advance route. The simulator needs no
 * job: it catches a claim up with its clock whenever the claim is read. Returns the provider for the logistics
 * feature to call.
 */
export async function registerCourier(
  app: FastifyInstance,
  { db, config, provider = courierProviderFor(config, { db }) }: CourierDependencies,
): Promise<CourierProvider> {
  if (isSimulator(provider) && config.devRoutes) await app.register(devCourierRoutes(provider));
  return provider;
}

function isSimulator(provider: CourierProvider): provider is SimulatedCourierProvider {
  return provider.name === 'simulator' && 'advance' in provider;
}
