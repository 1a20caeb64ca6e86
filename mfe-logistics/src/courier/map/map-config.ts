declare const __COURIER_MAP_TILES_URL__: string | undefined;

/** The remote's build sets the tile address (COURIER_MAP_TILES_URL); tests and a build without it have none. */
const configured = typeof __COURIER_MAP_TILES_URL__ === 'string' ? __COURIER_MAP_TILES_URL__ : '';

/** A tile address needs its {z}, {x} and {y} and must be https (or http for a local tile server). */
export function checkedTilesUrl(url: string): string | null {
  if (url === '') return null;
  const placeholders = ['{z}', '{x}', '{y}'].every((part) => url.includes(part));
  if (!placeholders || !/^https?:\/\//.test(url)) throw new Error(`COURIER_MAP_TILES_URL is not a tile address: ${url}`);
  return url;
}

export const MAP_TILES_URL = checkedTilesUrl(configured);
