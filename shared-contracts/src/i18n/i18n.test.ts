import { i18n, MISSING_TEXT, startI18n } from './i18n';

describe('the page i18next instance', () => {
  beforeAll(async () => {
    await startI18n('lt');
    i18n.addResourceBundle('en', 'demo', { greeting: 'Hello', only_english: 'Only in English' });
    i18n.addResourceBundle('lt', 'demo', { greeting: 'Labas' });
  });

  it('falls back to English per key', () => {
    expect(i18n.t('demo:greeting')).toBe('Labas');
    expect(i18n.t('demo:only_english')).toBe('Only in English');
  });

  it('reports a key that no language has', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    i18n.t('demo:no_such_text');
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`${MISSING_TEXT} demo:no_such_text`));
    error.mockRestore();
  });

  it('reports a key missing from a complete catalogue, which loads without English', () => {
    i18n.addResourceBundle('lt', 'lithuanian_only', { greeting: 'Labas' });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    i18n.t('lithuanian_only:farewell');
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`${MISSING_TEXT} lithuanian_only:farewell`));
    error.mockRestore();
  });

  it('says nothing of a namespace still loading', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    i18n.t('not_loaded_yet:greeting');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
