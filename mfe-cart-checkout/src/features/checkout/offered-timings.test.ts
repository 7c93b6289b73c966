import { websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';
import { cartProduct } from '../../test-support/cart-product';
import { offeredTimings } from './offered-timings';

const open = websiteSettingsFixture().shop_status;
const cake = cartProduct({ id: 41, name: 'Whole walnut cake', only_for_later: true });

test('an open shop offers now and later for the chosen service', () => {
  expect(offeredTimings(open, 'pickup', [])).toEqual({ now: true, later: true, nowUnavailable: null, advanceProduct: null });
});

test('closed now, or taking only orders for later: later only', () => {
  expect(offeredTimings({ ...open, pickup_now: false }, 'pickup', [])).toMatchObject({ now: false, later: true, nowUnavailable: 'closed' });
  expect(offeredTimings({ ...open, only_later_hours: true }, 'delivery', [])).toMatchObject({ now: false, later: true, nowUnavailable: 'later_only' });
  // The other service's flags do not matter.
  expect(offeredTimings({ ...open, only_later_hours: true }, 'pickup', [])).toMatchObject({ now: true });
});

test('no later hours for the service: later is not offered', () => {
  expect(offeredTimings({ ...open, delivery_later: false }, 'delivery', [])).toMatchObject({ now: true, later: false });
  expect(offeredTimings({ ...open, delivery_later: false }, 'pickup', [])).toMatchObject({ later: true });
});

test('a product that needs advance ordering takes "now" away, naming the product', () => {
  expect(offeredTimings(open, 'pickup', [cartProduct(), cake])).toEqual({ now: false, later: true, nowUnavailable: 'advance', advanceProduct: 'Whole walnut cake' });
});

test('before the status is known, both are offered', () => {
  expect(offeredTimings(null, 'delivery', [])).toMatchObject({ now: true, later: true });
});
