import { loadCommonMessages } from 'shared-contracts/i18n/common/load-common-messages';
import { loadCartMessages } from './load-cart-messages';

/** Every text of a nested message tree. */
function texts(tree: object): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'object' && value !== null ? texts(value) : [String(value)]));
}

// One word for voucher per language, the one the account screens use ("vales" in Spanish).
test.each([
  ['en', /coupon/i],
  ['es', /cup[oó]n/i],
  ['lt', /voucher|čeki/i],
  ['ro', /cupon/i],
] as const)('the %s cart and checkout texts call a voucher by one word', async (language, otherWord) => {
  expect(texts(await loadCartMessages(language)).filter((text) => otherWord.test(text))).toEqual([]);
  // The cart's notice that a voucher was dropped is a shared text (shared-contracts' stores/cart).
  expect(texts(await loadCommonMessages(language)).filter((text) => otherWord.test(text))).toEqual([]);
});
