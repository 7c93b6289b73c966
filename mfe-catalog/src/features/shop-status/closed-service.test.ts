import type { ShopStatus } from 'shared-contracts/types/shop-status';
import { closedServiceTexts } from './closed-service';

const open: ShopStatus = {
  delivery_now: true, pickup_now: true, delivery_later: true, pickup_later: true, has_delivery: true, has_pickup: true,
  someone_has_delivery: true, someone_has_pickup: true, message: '', only_later_hours: false, only_later_hours_pickup: false,
};
/** 22:00: delivery hours ended at 21:00, pickup runs to 23:00 (the server's message is empty: pickup is open). */
const deliveryClosed: ShopStatus = { ...open, delivery_now: false, only_later_hours: true };
const bothClosed = 'We are closed now. You can order for later.';

it('tells a delivery cart that delivery is closed now, can be ordered for later, and pickup is open now', () => {
  expect(closedServiceTexts(deliveryClosed, 'delivery')).toEqual(['delivery_closed_now_later', 'pickup_open_now']);
});

it('says nothing to a pickup cart while pickup is open, nor to a table order', () => {
  expect(closedServiceTexts(deliveryClosed, 'pickup')).toEqual([]);
  expect(closedServiceTexts(deliveryClosed, 'table')).toEqual([]);
  expect(closedServiceTexts(open, 'delivery')).toEqual([]);
});

it('tells a pickup cart the same the other way round', () => {
  expect(closedServiceTexts({ ...open, pickup_now: false }, 'pickup')).toEqual(['pickup_closed_now_later', 'delivery_open_now']);
});

it('says when the service cannot be ordered for later either (a store without delivery)', () => {
  const noDelivery = { ...open, delivery_now: false, delivery_later: false, has_delivery: false };
  expect(closedServiceTexts(noDelivery, 'delivery')).toEqual(['delivery_not_available', 'pickup_open_now']);
});

it("leaves a shop closed for both to the server's message, unless its 'for later' is the other service's only", () => {
  const closed = { ...open, delivery_now: false, pickup_now: false, message: bothClosed };
  expect(closedServiceTexts(closed, 'delivery')).toEqual([]);
  expect(closedServiceTexts({ ...closed, delivery_later: false }, 'delivery')).toEqual(['delivery_not_available']);
  expect(closedServiceTexts({ ...closed, delivery_later: false, pickup_later: false, message: 'We are closed.' }, 'delivery')).toEqual([]);
});
