import en from './en.json';
import es from './es.json';
import lt from './lt.json';
import ro from './ro.json';
import { loadMessages } from './load-messages';

const englishKeys = Object.keys(en).sort();

describe('reservations, events and jobs texts', () => {
  it.each([
    ['es', es],
    ['lt', lt],
  ])('%s has every English key', (_language, messages) => {
    expect(Object.keys(messages).sort()).toEqual(englishKeys);
  });

  it('Romanian is partial but only uses keys English has', () => {
    const romanianKeys = Object.keys(ro);
    expect(romanianKeys.length).toBeLessThan(englishKeys.length);
    expect(romanianKeys.filter((key) => !englishKeys.includes(key))).toEqual([]);
  });

  it('loads only the language asked for', async () => {
    await expect(loadMessages('lt')).resolves.toEqual(lt);
  });
});
