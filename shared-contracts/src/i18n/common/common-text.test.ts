import { setLanguage } from '../../stores/language';
import { commonText } from './common-text';

afterAll(() => setLanguage('en'));

// The limit of one line is one number today (99); the texts count any, as each language does.
it.each([
  ['lt', 1, 'Vieno produkto galima užsakyti ne daugiau kaip 1; neįdėta: Margherita.'],
  ['lt', 21, 'Vieno produkto galima užsakyti ne daugiau kaip 21; neįdėta: Margherita.'],
  ['ro', 1, 'Poți comanda cel mult o bucată dintr-un produs: Margherita nu a fost adăugat.'],
  ['ro', 2, 'Poți comanda cel mult 2 bucăți dintr-un produs: Margherita nu a fost adăugat.'],
  ['ro', 20, 'Poți comanda cel mult 20 de bucăți dintr-un produs: Margherita nu a fost adăugat.'],
  ['es', 1, 'Puedes pedir como máximo 1 unidad de un producto: no se ha añadido Margherita.'],
  ['es', 2, 'Puedes pedir como máximo 2 unidades de un producto: no se ha añadido Margherita.'],
] as const)('the most of one product, in %s, counted %i', async (language, count, said) => {
  await setLanguage(language);
  expect(commonText('cart.line_limit', { name: 'Margherita', count })).toBe(said);
});
