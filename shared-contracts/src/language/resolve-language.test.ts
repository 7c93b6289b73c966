import { SUPPORTED_LANGUAGES } from '../types/language';
import { LANGUAGE_COOKIE, languageCookieValue, resolveLanguage } from './resolve-language';

describe('resolveLanguage', () => {
  it('uses the first two letters of a 5-character cookie when supported', () => {
    expect(resolveLanguage('es-ES')).toBe('es');
    expect(resolveLanguage('lt-LT')).toBe('lt');
    expect(resolveLanguage('ro-RO')).toBe('ro');
    expect(resolveLanguage('en-US')).toBe('en');
  });

  it('falls back to en for any other cookie value', () => {
    expect(resolveLanguage('xx-YYY')).toBe('en');
    expect(resolveLanguage('de-DE')).toBe('en');
    // not 5 characters
    expect(resolveLanguage('es')).toBe('en');
    expect(resolveLanguage('es-ESX')).toBe('en');
  });

  it('lets a present cookie decide even when the browser language differs', () => {
    expect(resolveLanguage('es', 'ro-RO')).toBe('en');
    expect(resolveLanguage('lt-LT', 'es-ES')).toBe('lt');
  });

  it('without a cookie takes only ro, en or es from the browser', () => {
    expect(resolveLanguage(undefined, 'ro-RO')).toBe('ro');
    expect(resolveLanguage(null, 'es')).toBe('es');
    expect(resolveLanguage('', 'es-MX')).toBe('es');
    expect(resolveLanguage(undefined, 'lt')).toBe('en');
    expect(resolveLanguage(undefined, 'fr-FR')).toBe('en');
  });

  it('defaults to en', () => {
    expect(resolveLanguage(undefined)).toBe('en');
  });
});

describe('languageCookieValue', () => {
  it('writes 5-character values that read back to the same language', () => {
    expect(LANGUAGE_COOKIE).toBe('language');
    expect(languageCookieValue('en')).toBe('en-GB');
    expect(languageCookieValue('es')).toBe('es-ES');
    expect(languageCookieValue('lt')).toBe('lt-LT');
    expect(languageCookieValue('ro')).toBe('ro-RO');
    for (const language of SUPPORTED_LANGUAGES) {
      expect(resolveLanguage(languageCookieValue(language))).toBe(language);
    }
  });
});
