import path from 'node:path';
import { hostCallsOutsideContract } from '@jetkiz/contracts/src/host-api/contract';

// The remote may only use host calls the HostApi contract names, and the shell's tests check it provides them all.
it('uses only host calls the HostApi contract provides', () => {
  expect(hostCallsOutsideContract(path.resolve(__dirname, '..'))).toEqual([]);
});
