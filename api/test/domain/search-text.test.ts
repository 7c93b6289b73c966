import { matchesSearch, normaliseSearchText } from '../../src/domain/search-text';

test('accents, case and punctuation do not matter', () => {
  expect(normaliseSearchText('Ciorbă de PERIȘOARE!')).toBe('ciorba de perisoare');
  expect(normaliseSearchText('Jamón y champiñones')).toBe('jamon y champinones');
  expect(normaliseSearchText('Papildoma mocarela, ėė')).toBe('papildoma mocarela ee');
  expect(normaliseSearchText('ş ţ')).toBe('s t');
  expect(normaliseSearchText(' -- ')).toBe('');
});

test('"ciorba" finds "ciorbă", and every word must appear', () => {
  expect(matchesSearch('ciorba', ['Ciorbă de burtă'])).toBe(true);
  expect(matchesSearch('burta ciorba', ['Ciorbă', 'de burtă'])).toBe(true);
  expect(matchesSearch('ciorba pizza', ['Ciorbă de burtă'])).toBe(false);
  expect(matchesSearch('marg', ['Margherita'])).toBe(true);
  expect(matchesSearch('!!', ['Margherita'])).toBe(false);
});
