import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hostCallsOutsideContract, listHostCalls } from './host-calls';

function remoteSource(files: Record<string, string>): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-src-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    fs.writeFileSync(path.join(folder, name), text);
  }
  return folder;
}

describe('host calls in a remote source', () => {
  it('lists host.<group>.<member> uses with where they are, tests and test helpers aside', () => {
    const folder = remoteSource({
      'form/form.tsx': 'export const go = (props) => {\n  props.host.modals.open("login");\n  host?.api.parcels.create({});\n};\n',
      'form/form.test.tsx': 'host.chat.send();\n',
      'testing/test-host.ts': 'host.insurance.buy();\n',
    });
    expect(listHostCalls(folder)).toEqual([
      { call: 'host.modals.open', at: path.join('form', 'form.tsx:2') },
      { call: 'host.api.parcels', at: path.join('form', 'form.tsx:3') },
    ]);
  });

  it('names the calls the contract lacks', () => {
    const folder = remoteSource({
      'a.ts': 'host.session.user;\nhost.logistics.createClaim();\nhost.modals.openCourier();\n',
    });
    expect(hostCallsOutsideContract(folder).map(({ call }) => call)).toEqual(['host.logistics.createClaim', 'host.modals.openCourier']);
  });
});
