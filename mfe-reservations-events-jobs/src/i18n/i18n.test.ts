import en from './en.json';
import es from './es.json';
import lt from './lt.json';
import ro from './ro.json';
import { loadMessages } from './load-messages';

/** A key without its plural suffix: Lithuanian has more plural forms (few, many) than English. */
const base = (keys: string[]) => [...new Set(keys.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
const englishKeys = base(Object.keys(en));

describe('reservations, events and jobs texts', () => {
  it.each([
    ['es', es],
    ['lt', lt],
  ])('%s has every English key', (_language, messages) => {
    expect(base(Object.keys(messages))).toEqual(englishKeys);
  });

  it('Romanian only uses keys English has (partial across the shop: scripts/test/translations.test.ts)', () => {
    const romanianKeys = base(Object.keys(ro));
    expect(romanianKeys.length).toBeGreaterThan(0);
    expect(romanianKeys.filter((key) => !englishKeys.includes(key))).toEqual([]);
  });

  it('loads only the language asked for', async () => {
    await expect(loadMessages('lt')).resolves.toEqual(lt);
  });
});
