import { describeNamespaceTranslations } from 'shared-contracts/test-support/namespace-translations';
import en from './en.json';
import es from './es.json';
import lt from './lt.json';
import ro from './ro.json';
import { loadMessages } from './load-messages';

describeNamespaceTranslations('group order texts', { en, es, lt, ro }, loadMessages);

test('Spanish says "Volver al menú", as the checkout and the order success screen do, never "la carta"', () => {
  expect(es.back_home).toBe('Volver al menú');
  expect(Object.values(es).filter((text) => /\bcarta\b/i.test(text))).toEqual([]);
});
