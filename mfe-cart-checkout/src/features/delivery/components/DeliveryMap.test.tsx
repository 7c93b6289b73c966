import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import DeliveryMap from './DeliveryMap';

const DOOR = { lat: 44.4318, lng: 26.1003 };
const NAME = 'Marker at your door: move it with the arrow keys (Shift moves it further)';

function renderMap(onMove: (point: { lat: number; lng: number }) => void) {
  return render(<DeliveryMap point={DOOR} tileUrl="" label="Your address on the map" markerLabel={NAME} onMove={onMove} />);
}

test('the marker has a name and moves with the arrow keys, further with Shift, reported like a drag', () => {
  const onMove = jest.fn();
  renderMap(onMove);
  const marker = screen.getByRole('button', { name: NAME });

  fireEvent.keyDown(marker, { key: 'ArrowRight' });
  const [right] = onMove.mock.calls[0]!;
  expect(right.lat).toBeCloseTo(DOOR.lat, 5);
  expect(right.lng).toBeGreaterThan(DOOR.lng);

  fireEvent.keyDown(marker, { key: 'ArrowUp', shiftKey: true });
  const [up] = onMove.mock.calls[1]!;
  // From where the first press put it: the presses add up, as a drag would.
  expect(up.lng).toBeCloseTo(right.lng, 5);
  // North, five steps of the one step east (at zoom 16 about 17 m a step, so some 85 m).
  expect(up.lat - right.lat).toBeGreaterThan(4 * (right.lng - DOOR.lng) * Math.cos((DOOR.lat * Math.PI) / 180));

  fireEvent.keyDown(marker, { key: 'Enter' });
  expect(onMove).toHaveBeenCalledTimes(2);
});

test('after a key move the map is centred on the new point with the marker still focused for the next key', async () => {
  const { rerender } = renderMap(() => undefined);
  let marker = screen.getByRole('button', { name: NAME });
  marker.focus();
  fireEvent.keyDown(marker, { key: 'ArrowLeft' });
  rerender(<DeliveryMap point={{ lat: DOOR.lat, lng: DOOR.lng - 0.0001 }} tileUrl="" label="Your address on the map" markerLabel={NAME} onMove={() => undefined} />);
  await waitFor(() => {
    marker = screen.getByRole('button', { name: NAME });
    expect(marker).toHaveFocus();
  });
});

test('the map, a Tab stop of its own (Leaflet pans it with the arrows), is a region named in the customer\'s words', () => {
  const { rerender } = renderMap(() => undefined);
  const map = screen.getByRole('region', { name: 'Your address on the map' });
  expect(map).toHaveClass('leaflet-container');
  expect(map).toHaveAttribute('tabindex', '0');
  // The marker, the point that matters, is inside it with its own name.
  expect(map).toContainElement(screen.getByRole('button', { name: NAME }));

  rerender(<DeliveryMap point={DOOR} tileUrl="" label="Tu dirección en el mapa" markerLabel={NAME} onMove={() => undefined} />);
  expect(screen.getByRole('region', { name: 'Tu dirección en el mapa' })).toBe(map);
});
