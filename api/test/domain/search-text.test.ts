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

test('linking words among others need not appear, in any of the shop languages; negations do', () => {
  const funghi = ['Pizza funghi', 'Ciuperci, mozzarella', 'Mushrooms, champiñones'];
  expect(matchesSearch('pizza ciuperci', funghi)).toBe(true);
  expect(matchesSearch('pizza cu ciuperci', funghi)).toBe(true);
  expect(matchesSearch('Pizza și ciuperci', funghi)).toBe(true);
  expect(matchesSearch('pizza with mushrooms', funghi)).toBe(true);
  expect(matchesSearch('pizza con champiñones', funghi)).toBe(true);
  expect(matchesSearch('pizza su mushrooms', funghi)).toBe(true);
  expect(matchesSearch('pizza sin champiñones', funghi)).toBe(false);
  expect(matchesSearch('pizza fără ciuperci', funghi)).toBe(false);
  // Linking words alone are what is sought.
  expect(matchesSearch('de la', ['Ciorbă de la bunica'])).toBe(true);
  expect(matchesSearch('the', funghi)).toBe(false);
});
