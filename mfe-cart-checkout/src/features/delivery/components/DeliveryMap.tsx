import { useMemo } from 'react';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { divIcon, type LeafletEventHandlerFnMap, type Marker as LeafletMarker } from 'leaflet';
import type { LatLng } from 'shared-contracts/types/delivery-area';
import 'leaflet/dist/leaflet.css';
import './DeliveryMap.css';

/** OpenStreetMap's tiles unless the shop's settings name a tile URL ({z}/{x}/{y} template). */
const DEFAULT_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

// A CSS pin: no marker images to bundle or fail to load.
const PIN = divIcon({ className: 'delivery-map__pin', iconSize: [24, 24], iconAnchor: [12, 24] });

interface DeliveryMapProps {
  point: LatLng;
  tileUrl: string;
  label: string;
  onMove: (point: LatLng) => void;
}

/**
 * The chosen address on a map with a marker the customer can drag to the right door. When tiles
 * cannot load (offline, blocked) the map is blank but the marker and the form still work.
 */
export default function DeliveryMap({ point, tileUrl, label, onMove }: DeliveryMapProps) {
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
    <div className="delivery-map" role="group" aria-label={label}>
      <MapContainer key={`${point.lat},${point.lng}`} center={[point.lat, point.lng]} zoom={16} scrollWheelZoom={false} className="delivery-map__map">
        <TileLayer url={tileUrl.includes('{z}') ? tileUrl : DEFAULT_TILES} attribution="&copy; OpenStreetMap contributors" />
        <Marker position={[point.lat, point.lng]} draggable icon={PIN} eventHandlers={handlers} title={label} />
      </MapContainer>
    </div>
  );
}
