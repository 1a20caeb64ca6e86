/** Ids of the analytics and pixel accounts (spec §7); both off unless configured. */
export interface TrackerIds {
  googleTagId: string | null;
  metaPixelId: string | null;
}

export function hasTrackers(ids: TrackerIds): boolean {
  return Boolean(ids.googleTagId || ids.metaPixelId);
}
