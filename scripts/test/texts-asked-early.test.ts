/**
 * Issue #11: a remote's texts are asked for when its screen's code is evaluated, not after the
 * screen's first render (which made the way into a screen one round trip longer). Nothing here
 * renders: importing the module that defines a namespace's hook must be enough.
 */
import { i18n, startI18n } from 'shared-contracts/i18n/i18n';

/** The module that defines each remote's screen texts hook, and its namespace. */
const TEXTS_MODULES: [module: string, namespace: string][] = [
  ['mfe-account/src/i18n/use-account-texts', 'account'],
  ['mfe-cart-checkout/src/i18n/use-cart-texts', 'cart'],
  ['mfe-group-orders/src/i18n/use-texts', 'group_orders'],
  ['mfe-payments/src/i18n/use-payments-texts', 'payments'],
  ['mfe-reservations-events-jobs/src/i18n/use-texts', 'reservations_events_jobs'],
];

beforeAll(() => startI18n('lt'));

test.each(TEXTS_MODULES)('evaluating %s asks for the %s texts in the language in use', async (module, namespace) => {
  expect(i18n.hasResourceBundle('lt', namespace)).toBe(false);
  await import(`../../${module}`);
  for (let tick = 0; tick < 50 && !i18n.hasResourceBundle('lt', namespace); tick += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(i18n.hasResourceBundle('lt', namespace)).toBe(true);
  expect(i18n.hasResourceBundle('en', namespace)).toBe(false);
});
