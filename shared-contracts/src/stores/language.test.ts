import { i18n } from '../i18n/i18n';
import { commonText } from '../i18n/common/common-text';
import { readCookie } from './cookies';
import { $language, setLanguage } from './language';

it('switches the language, remembers it in the cookie and translates the common texts', async () => {
  await setLanguage('es');
  expect($language.get()).toBe('es');
  expect(readCookie('language')).toBe('es-ES');
  expect(i18n.language).toBe('es');
  expect(commonText('errors.no_connection')).toBe('Por favor, comprueba tu conexión a internet.');
});

it('falls back to English where the Romanian catalogue is partial', async () => {
  await setLanguage('ro');
  expect(readCookie('language')).toBe('ro-RO');
  expect(commonText('errors.unknown')).toBe('Eroare necunoscută, te rugăm să ne contactezi.');
  // A text Romanian does not have (the common texts are whole in Romanian today).
  i18n.addResource('en', 'common', 'only_in_english', 'Only in English');
  expect(i18n.t('common:only_in_english')).toBe('Only in English');
});
