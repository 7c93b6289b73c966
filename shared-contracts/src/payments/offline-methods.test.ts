import { isOfflinePaymentMethod, offlinePaymentMethods } from 'shared-contracts/payments/offline-methods';

test('delivery is paid to the courier, pickup and table at the counter', () => {
  expect(offlinePaymentMethods('delivery')).toEqual(['cash', 'pos']);
  expect(offlinePaymentMethods('pickup')).toEqual(['cash-pickup', 'pos-pickup']);
  expect(offlinePaymentMethods('table')).toEqual(['cash-pickup', 'pos-pickup']);
  expect(isOfflinePaymentMethod('cash', 'pickup')).toBe(false);
  expect(isOfflinePaymentMethod('pos-pickup', 'pickup')).toBe(true);
  expect(isOfflinePaymentMethod('card', 'delivery')).toBe(false);
});
