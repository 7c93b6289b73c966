import { useEffect, useMemo, useRef } from 'react';
import { Marker, useMap } from 'react-leaflet';
import type { DivIcon, LeafletEventHandlerFnMap, Marker as LeafletMarker } from 'leaflet';
import type { LatLng } from 'shared-contracts/types/delivery-area';

/** Screen pixels one arrow key press moves the marker; with Shift, five times as far. */
const STEP_PX = 10;
const ARROWS: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

interface KeyboardMarkerProps {
  point: LatLng;
  icon: DivIcon;
  /** The marker's accessible name, which says the arrow keys move it. */
  label: string;
  handlers: LeafletEventHandlerFnMap;
  onMove: (point: LatLng) => void;
}

/**
 * The draggable marker, also moved with the arrow keys (WCAG 2.1.1: dragging is not the only way).
 * A key move reports the new point like a drag does, so it meets the same "too far" check.
 */
export function KeyboardMarker({ point, icon, label, handlers, onMove }: KeyboardMarkerProps) {
  const map = useMap();
  const marker = useRef<LeafletMarker>(null);
  // A new position only when the cart's point is set again (a chosen point, or a refused move sent
  // back): react-leaflet moves the marker whenever this changes, and a new array on every render
  // pulled a marker just moved by a key back to the point whose area was still being asked.
  const position = useMemo<[number, number]>(() => [point.lat, point.lng], [point]);

  useEffect(() => {
    const element = marker.current?.getElement();
    if (!element) return;
    element.setAttribute('aria-label', label);
    const onKeyDown = (event: KeyboardEvent) => {
      const direction = ARROWS[event.key];
      if (!direction || !marker.current) return;
      // The map's own arrow keys pan it (a document listener): the marker's keys are the marker's.
      event.preventDefault();
      event.stopPropagation();
      const step = event.shiftKey ? STEP_PX * 5 : STEP_PX;
      const from = map.latLngToContainerPoint(marker.current.getLatLng());
      const to = map.containerPointToLatLng([from.x + direction[0] * step, from.y + direction[1] * step]);
      // Moved at once, as a drag moves it, so quick presses add up; a refused move puts it back.
      marker.current.setLatLng(to);
      onMove({ lat: to.lat, lng: to.lng });
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [map, label, onMove]);

  return <Marker ref={marker} position={position} draggable icon={icon} eventHandlers={handlers} />;
}
