import type { Messages, NamespaceLoader } from 'shared-contracts/i18n/namespace';

/** A key without its plural suffix: Lithuanian has more plural forms (few, many) than English. */
const base = (keys: string[]) => [...new Set(keys.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

/**
 * For a remote's namespace test: Spanish and Lithuanian have every English key, Romanian has no
 * key English lacks (what it lacks falls back to English), and a language loads on its own. That
 * Romanian is partial (spec §1) holds for the shop as a whole: scripts/test/translations.test.ts.
 */
export function describeNamespaceTranslations(title: string, files: { en: Messages; es: Messages; lt: Messages; ro: Messages }, load: NamespaceLoader): void {
  const englishKeys = base(Object.keys(files.en));
  describe(title, () => {
    it.each([
      ['es', files.es],
      ['lt', files.lt],
    ])('%s has every English key', (_language, messages) => {
      expect(base(Object.keys(messages))).toEqual(englishKeys);
    });

    it('Romanian only uses keys English has', () => {
      const romanianKeys = base(Object.keys(files.ro));
      expect(romanianKeys.length).toBeGreaterThan(0);
      expect(romanianKeys.filter((key) => !englishKeys.includes(key))).toEqual([]);
    });

    it('loads only the language asked for', async () => {
      await expect(load('lt')).resolves.toEqual(files.lt);
    });
  });
}
