import { hasStreetNumber, streetNumberOf } from './street-number';

test('the number after or before the street, before the first comma', () => {
  expect(streetNumberOf('Strada Lipscani 21, București')).toBe('21');
  expect(streetNumberOf('Calea Victoriei nr. 12A')).toBe('12A');
  expect(streetNumberOf('21 Baker Street, London')).toBe('21');
  expect(streetNumberOf('Splaiul Independenței 200')).toBe('200');
});

test('a street, a city or a landmark alone has no number', () => {
  expect(hasStreetNumber('Strada Lipscani, București')).toBe(false);
  expect(hasStreetNumber('Strada Lipscani ')).toBe(false);
  expect(hasStreetNumber('Piața Unirii, București 3')).toBe(false);
  expect(hasStreetNumber('')).toBe(false);
});
