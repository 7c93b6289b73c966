import { distanceMetres, isMarkerTooFar } from 'shared-contracts/checkout/distance';

test('distances are metres along the earth', () => {
  // 0.01 degree of latitude is about 1112 m anywhere.
  expect(Math.round(distanceMetres({ lat: 44.43, lng: 26.1 }, { lat: 44.44, lng: 26.1 }))).toBe(1112);
  expect(distanceMetres({ lat: 44.43, lng: 26.1 }, { lat: 44.43, lng: 26.1 })).toBe(0);
});

test('a marker within 500 m of the address is kept, further is too far', () => {
  const address = { lat: 44.4316, lng: 26.1005 };
  expect(isMarkerTooFar(address, { lat: 44.4336, lng: 26.1005 })).toBe(false); // ~222 m
  expect(isMarkerTooFar(address, { lat: 44.4366, lng: 26.1005 })).toBe(true); // ~556 m
});
