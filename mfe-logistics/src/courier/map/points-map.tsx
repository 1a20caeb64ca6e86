import { lazy, Suspense, useSyncExternalStore } from 'react';
import { MAP_TILES_URL } from './map-config';
import type { MapPoint } from './map-point';
import styles from './points-map.module.css';

// Leaflet is loaded only when a step shows the map, and only online.
const LeafletMap = lazy(() => import('./leaflet-map'));

function subscribeOnline(change: () => void): () => void {
  window.addEventListener('online', change);
  window.addEventListener('offline', change);
  return () => {
    window.removeEventListener('online', change);
    window.removeEventListener('offline', change);
  };
}

const isOnline = () => navigator.onLine;

export interface PointsMapProps {
  points: MapPoint[];
  /** what the map shows, for those who cannot see it */
  label: string;
  /** the tile address; the build's by default */
  tilesUrl?: string | null;
}

/** The route's points on a map: nothing at all while offline, since the addresses say the same in words. */
export function PointsMap({ points, label, tilesUrl = MAP_TILES_URL }: PointsMapProps) {
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => false);
  if (!online || points.length === 0) return null;
  return (
    <Suspense fallback={<div className={styles.map} aria-hidden="true" />}>
      <LeafletMap points={points} tilesUrl={tilesUrl} label={label} />
    </Suspense>
  );
}
