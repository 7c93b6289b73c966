import { readFileSync } from 'node:fs';
import path from 'node:path';
import { POINTS_TEXTS } from '../../../src/domain/orders/points-texts';

const root = path.join(__dirname, '..', '..', '..', '..');
const checkout = (language: string) => JSON.parse(readFileSync(path.join(root, 'mfe-cart-checkout', 'src', 'i18n', `${language}.json`), 'utf8'));

// The checkout refuses the points in the browser and the API again on placing: one sentence either way.
it.each(['en', 'es', 'lt', 'ro'] as const)('the points refusal is the checkout\'s sentence (%s)', (language) => {
  expect(POINTS_TEXTS.incorrect[language]).toBe(checkout(language).checkout.points.incorrect);
});
