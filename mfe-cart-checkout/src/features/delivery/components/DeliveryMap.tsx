import { useEffect, useMemo } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { divIcon, type LeafletEventHandlerFnMap, type Marker as LeafletMarker } from 'leaflet';
import type { LatLng } from 'shared-contracts/types/delivery-area';
import 'leaflet/dist/leaflet.css';
import { KeyboardMarker } from './KeyboardMarker';
import './DeliveryMap.css';

/** OpenStreetMap's tiles unless the shop's settings name a tile URL ({z}/{x}/{y} template). */
const DEFAULT_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

// A CSS pin: no marker images to bundle or fail to load.
const PIN = divIcon({ className: 'delivery-map__pin', iconSize: [24, 24], iconAnchor: [12, 24] });

/**
 * Keeps the chosen point in the middle of the map as it changes. The map is moved, not drawn
 * again, so the marker keeps the keyboard focus between arrow key presses.
 */
function FollowPoint({ point }: { point: LatLng }) {
  const map = useMap();
  useEffect(() => {
    map.setView([point.lat, point.lng], map.getZoom(), { animate: false });
  }, [map, point.lat, point.lng]);
  return null;
}

/**
 * Names the map where the keyboard lands on it: Leaflet makes its container a Tab stop (its arrow
 * keys pan, + and - zoom) and gives it no role or name. A named region is enough: Leaflet's keys
 * work on whatever role the container has, and they only move the view; the point is the marker,
 * the next Tab stop, with its own name and keys. role="application" would take every key from
 * screen readers for a view a blind customer has no use for. react-leaflet passes no ARIA
 * attributes to the container, so they are set on Leaflet's element, again for a new language.
 */
function NameTheMap({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

interface DeliveryMapProps {
  point: LatLng;
  tileUrl: string;
  label: string;
  /** The marker's accessible name (how to move it with the keys). */
  markerLabel: string;
  onMove: (point: LatLng) => void;
}

/**
 * The chosen address on a map with a marker the customer can drag, or move with the arrow keys, to
 * the right door. When tiles
 * cannot load (offline, blocked) the map is blank but the marker and the form still work.
 */
export default function DeliveryMap({ point, tileUrl, label, markerLabel, onMove }: DeliveryMapProps) {
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => {
        const { lat, lng } = (event.target as LeafletMarker).getLatLng();
        onMove({ lat, lng });
      },
    }),
    [onMove],
  );
  return (
    <div className="delivery-map">
      <MapContainer center={[point.lat, point.lng]} zoom={16} scrollWheelZoom={false} className="delivery-map__map">
        <NameTheMap label={label} />
        <TileLayer url={tileUrl.includes('{z}') ? tileUrl : DEFAULT_TILES} attribution="&copy; OpenStreetMap contributors" />
        <FollowPoint point={point} />
        <KeyboardMarker point={point} icon={PIN} label={markerLabel} handlers={handlers} onMove={onMove} />
      </MapContainer>
    </div>
  );
}
