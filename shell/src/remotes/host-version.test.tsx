import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HOST_API_VERSION_KEY } from '@jetkiz/contracts';
import { screen, within } from '@testing-library/react';
import { createTestShell, renderInShell } from '../testing/test-shell';

/** A remote's mf-manifest.json as its build writes it, declaring the HostApi version it was built against. */
function manifestOf(name: string, hostApiVersion: string) {
  return {
    id: name,
    name,
    metaData: {
      name,
      globalName: name,
      buildInfo: { buildVersion: '0.1.0', buildName: `@jetkiz/${name}` },
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      pluginVersion: '2.9.2',
      [HOST_API_VERSION_KEY]: hostApiVersion,
    },
    shared: [],
    remotes: [],
    exposes: ['Page', 'SubscriptionForm'].map((exposed) => ({
      id: `${name}:${exposed}`,
      name: exposed,
      path: `./${exposed}`,
      assets: { js: { sync: [`${exposed}.js`], async: [] }, css: { sync: [], async: [] } },
    })),
  };
}

let server: http.Server;
let requests: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url !== '/mf-manifest.json') {
      res.writeHead(404, { Connection: 'close' }).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*', Connection: 'close' });
    res.end(JSON.stringify(manifestOf('mfe_marketing', '1.4.0')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('a remote built for another HostApi major version', () => {
  it('is not mounted: its area asks to reload the page in the visitor language, header and footer keep working', async () => {
    requests = [];
    const { port } = server.address() as AddressInfo;
    const shell = await createTestShell('/ru/about', { remotes: { mfe_marketing: `http://127.0.0.1:${port}/mf-manifest.json` } });
    renderInShell(shell);

    const main = await screen.findByRole('main');
    const notice = await within(main).findByRole('alert', {}, { timeout: 5000 });
    expect(within(notice).getByRole('button', { name: 'Перезагрузите страницу' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo', {}, { timeout: 5000 })).toHaveTextContent('© 20');
    // Refused on its manifest: none of the remote's code was fetched, let alone run.
    expect(requests.every((url) => url === '/mf-manifest.json')).toBe(true);
  }, 15_000);
});
