import { divIcon, latLng, latLngBounds, map as createMap, marker, tileLayer, type Map as LeafletView } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import type { MapPoint } from './map-point';
import styles from './points-map.module.css';

const SINGLE_POINT_ZOOM = 15;

function pin(point: MapPoint) {
  const html = document.createElement('span');
  html.className = styles.pin ?? '';
  html.textContent = point.mark;
  return marker(latLng(point.lat, point.lon), {
    icon: divIcon({ html, className: '', iconSize: [28, 28], iconAnchor: [14, 28] }),
    title: point.label,
    keyboard: false,
  });
}

/** Leaflet with the points as lettered pins; tiles only when the build names a tile address. */
export default function LeafletMap({ points, tilesUrl, label }: { points: MapPoint[]; tilesUrl: string | null; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const leaflet = useRef<LeafletView | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const view = createMap(container.current, { attributionControl: tilesUrl !== null, zoomControl: true });
    if (tilesUrl) tileLayer(tilesUrl, { attribution: '&copy; OpenStreetMap contributors', maxZoom: 19 }).addTo(view);
    leaflet.current = view;
    return () => {
      view.remove();
      leaflet.current = null;
    };
  }, [tilesUrl]);

  // Drawn again only when a point moves, not on every render of the step around the map.
  const placement = points.map((point) => `${point.mark}:${point.lon},${point.lat}`).join(';');
  const latest = useRef(points);
  latest.current = points;
  useEffect(() => {
    const view = leaflet.current;
    const shown = latest.current;
    if (!view || shown.length === 0) return;
    const pins = shown.map((point) => pin(point).addTo(view));
    const [first] = shown;
    if (shown.length === 1 && first) view.setView(latLng(first.lat, first.lon), SINGLE_POINT_ZOOM);
    else view.fitBounds(latLngBounds(shown.map((point) => latLng(point.lat, point.lon))), { padding: [32, 32] });
    return () => {
      for (const each of pins) each.remove();
    };
  }, [placement]);

  return <div ref={container} className={styles.map} role="img" aria-label={label} />;
}
