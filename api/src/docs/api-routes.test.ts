import { API_ROUTES } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import { setUpTestApp } from '../testing';

let app: FastifyInstance;
setUpTestApp((test) => {
  app = test.app;
});

type RouteTree = { readonly method: string; readonly path: string } | { readonly [name: string]: RouteTree };

/** 'METHOD /path/{param}' of every call the contracts' client makes. */
function clientCalls(tree: RouteTree): string[] {
  if (typeof tree.method === 'string' && typeof tree.path === 'string') return [`${tree.method} ${tree.path}`];
  return Object.values(tree as Record<string, RouteTree>).flatMap(clientCalls);
}

/**
 * What the API serves that the sites never call through the client: the provider's webhooks, the dev tools, the health
 * check, addresses opened by the browser itself (images, the printable policy, the chat's event stream).
 */
const SERVED_OUTSIDE_THE_CLIENT = [
  'GET /health',
  'GET /images/{key}',
  'POST /payments/webhook/{provider}',
  'GET /binds/{id}/messages/stream',
  'GET /insurance/{id}/document',
];
const isDevTool = (route: string) => / \/dev\//.test(route);

describe("the contracts' API_ROUTES and the routes the API serves", () => {
  let served: string[];
  beforeAll(async () => {
    const paths: Record<string, Record<string, unknown>> = (await app.inject({ method: 'GET', url: '/docs/json' })).json().paths;
    served = Object.entries(paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
  });

  it('are the same calls: each call of the client is served with its method, path and parameter names', () => {
    const calls = clientCalls(API_ROUTES);
    expect(calls.length).toBeGreaterThan(60);
    expect(calls.filter((call) => !served.includes(call))).toEqual([]);
  });

  it('leave out only the webhooks, the dev tools and what the browser opens itself', () => {
    const calls = clientCalls(API_ROUTES);
    const outside = served.filter((route) => !calls.includes(route) && !isDevTool(route));
    expect(outside.sort()).toEqual([...SERVED_OUTSIDE_THE_CLIENT].sort());
  });
});
