import en from './en.json';
import es from './es.json';
import lt from './lt.json';
import ro from './ro.json';
import { ALLERGENS } from 'shared-contracts/types/allergen';
import { loadCatalogMessages } from './load-catalog-messages';
import productEn from './product/en.json';
import { loadProductMessages } from './product-texts';

const englishKeys = Object.keys(en).sort();

describe('catalog texts', () => {
  it.each([
    ['es', es],
    ['lt', lt],
  ])('%s has every English key', (_language, messages) => {
    expect(Object.keys(messages).sort()).toEqual(englishKeys);
  });

  it('Romanian only uses keys English has (partial across the shop: scripts/test/translations.test.ts)', () => {
    const romanianKeys = Object.keys(ro);
    expect(romanianKeys.length).toBeGreaterThan(0);
    expect(romanianKeys.filter((key) => !englishKeys.includes(key))).toEqual([]);
  });

  it.each([
    ['en', en],
    ['ro', ro],
  ])('%s names every allergen of spec §3', (_language, messages) => {
    for (const key of Object.values(ALLERGENS)) {
      expect(messages).toHaveProperty(`allergen_${key}`);
    }
  });

  it('loads only the language asked for', async () => {
    await expect(loadCatalogMessages('lt')).resolves.toEqual(lt);
  });

  // The homepage downloads the catalog's file; the product page's own texts stay out of it (issue #11).
  it('keeps the product page\'s texts in their own file', async () => {
    expect(Object.keys(productEn).filter((key) => key in en)).toEqual([]);
    await expect(loadProductMessages('en')).resolves.toEqual(productEn);
  });
});
