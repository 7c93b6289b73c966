import { loadPaymentsMessages } from './load-payments-messages';
import { SUPPORTED_LANGUAGES } from 'shared-contracts/types/language';

/** Every key path of a nested message tree, e.g. 'contents.remove'. */
function keyPaths(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** Plural keys differ by language (lt has _few); compare the keys without their plural suffix. */
function withoutPluralSuffix(paths: string[]): Set<string> {
  return new Set(paths.map((path) => path.replace(/_(zero|one|two|few|many|other)$/, '')));
}

describe('loadPaymentsMessages', () => {
  it('loads the texts of the asked language', async () => {
    const es = (await loadPaymentsMessages('es')) as unknown as { picker: { legend: string } };
    expect(es.picker.legend).toBe('Método de pago');
  });

  it.each(['es', 'lt'] as const)('has every English text in %s', async (language) => {
    const english = withoutPluralSuffix(keyPaths(await loadPaymentsMessages('en')));
    const translated = withoutPluralSuffix(keyPaths(await loadPaymentsMessages(language)));
    expect([...english].filter((path) => !translated.has(path))).toEqual([]);
  });

  // Romanian falls back to English where it has no text; that it is partial (spec §1) holds for
  // the shop as a whole (scripts/test/translations.test.ts).
  it('has in Romanian only texts English has', async () => {
    const english = withoutPluralSuffix(keyPaths(await loadPaymentsMessages('en')));
    const romanian = [...withoutPluralSuffix(keyPaths(await loadPaymentsMessages('ro')))];
    expect(romanian.length).toBeGreaterThan(0);
    expect(romanian.filter((path) => !english.has(path))).toEqual([]);
  });

  it('offers every supported language', async () => {
    await expect(Promise.all(SUPPORTED_LANGUAGES.map(loadPaymentsMessages))).resolves.toHaveLength(4);
  });
});
