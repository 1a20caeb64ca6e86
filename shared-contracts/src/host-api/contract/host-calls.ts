import fs from 'node:fs';
import path from 'node:path';
import { isHostMember } from './host-api-members';

export interface HostCall {
  /** `host.modals.open` */
  call: string;
  /** file relative to the scanned folder, with its line */
  at: string;
}

/** `host.group.member`, also as `props.host?.group?.member`; for `api`, the member is the client's group (`host.api.parcels`). */
const HOST_CALL = /\bhost\??\.([A-Za-z_$][\w$]*)(?:\??\.([A-Za-z_$][\w$]*))?/g;
const SOURCE = /\.(ts|tsx)$/;
const NOT_SOURCE = /\.(test|spec)\.tsx?$|\.d\.ts$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'testing', 'test-support']);

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(file);
    return SOURCE.test(entry.name) && !NOT_SOURCE.test(entry.name) ? [file] : [];
  });
}

/** Every `host.<group>.<member>` a remote's source (tests and test helpers aside) uses. */
export function listHostCalls(sourceFolder: string): HostCall[] {
  return sourceFiles(sourceFolder).flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        [...line.matchAll(HOST_CALL)].map(([, group, member]) => ({
          call: member === undefined ? `host.${group}` : `host.${group}.${member}`,
          at: `${path.relative(sourceFolder, file)}:${index + 1}`,
        })),
      ),
  );
}

/** The host calls in a remote's source that the HostApi contract does not name; empty when the remote keeps to it. */
export function hostCallsOutsideContract(sourceFolder: string): HostCall[] {
  return listHostCalls(sourceFolder).filter(({ call }) => {
    const [, group = '', member] = call.split('.');
    return !isHostMember(group, member);
  });
}
