import { hasStreetNumber, streetNumberOf } from './street-number';

test('the number after or before the street, before the first comma', () => {
  expect(streetNumberOf('Strada Lipscani 21, București')).toBe('21');
  expect(streetNumberOf('Calea Victoriei nr. 12A')).toBe('12A');
  expect(streetNumberOf('21 Baker Street, London')).toBe('21');
  expect(streetNumberOf('Splaiul Independenței 200')).toBe('200');
});

test('house numbers as geocoders offer them: ranges, building and flat, "bis", a letter apart', () => {
  expect(streetNumberOf('Strada Lipscani 12-14, București')).toBe('12-14');
  expect(streetNumberOf('Calea Moșilor 9/2, București')).toBe('9/2');
  expect(streetNumberOf('Rue de la Paix 12 bis, Paris')).toBe('12 bis');
  expect(streetNumberOf('12 bis rue de la Paix, Paris')).toBe('12 bis');
  expect(streetNumberOf('Strada Lipscani 5 A, București')).toBe('5 A');
  expect(streetNumberOf('Gedimino pr. 53-1, Vilnius')).toBe('53-1');
  // A word after the number is the street's, not a letter of the number.
  expect(streetNumberOf('21 Baker Street')).toBe('21');
});

test('the Spanish way: the number alone after the first comma', () => {
  expect(streetNumberOf('Calle de Alcalá, 45, Madrid')).toBe('45');
  expect(streetNumberOf('Calle de Alcalá, nº 45, Madrid')).toBe('45');
});

test('a street, a city or a landmark alone has no number', () => {
  expect(hasStreetNumber('Strada Lipscani, București')).toBe(false);
  expect(hasStreetNumber('Strada Lipscani ')).toBe(false);
  expect(hasStreetNumber('Piața Unirii, București 3')).toBe(false);
  expect(hasStreetNumber('Calle Mayor, s/n, Madrid')).toBe(false);
  expect(hasStreetNumber('Strada 1 Mai, București')).toBe(false);
  expect(hasStreetNumber('Strada Lipscani, 030167 București')).toBe(false);
  expect(hasStreetNumber('')).toBe(false);
});
