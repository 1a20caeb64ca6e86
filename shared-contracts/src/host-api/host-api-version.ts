import HOST_API from './host-api-version.json';

/**
 * The version of the HostApi contract (semver). A remote records the version it was built against in its
 * mf-manifest.json (metaData[HOST_API_VERSION_KEY]); the shell mounts it only when the major versions match.
 * Kept in a JSON file so the build config (plain Node) reads the same value. Bump the major when a member is
 * removed or changes meaning, the minor when one is added.
 */
export const HOST_API_VERSION: string = HOST_API.version;

/** The manifest metaData field a remote's build writes HOST_API_VERSION into. */
export const HOST_API_VERSION_KEY: string = HOST_API.manifestKey;

function majorOf(version: unknown): number | null {
  if (typeof version !== 'string') return null;
  const match = /^(\d+)\.\d+\.\d+$/.exec(version);
  return match ? Number(match[1]) : null;
}

/** Whether a remote built against `declared` can run in a shell that provides `provided`. */
export function isCompatibleHostApi(declared: unknown, provided: string = HOST_API_VERSION): boolean {
  const major = majorOf(declared);
  return major !== null && major === majorOf(provided);
}
