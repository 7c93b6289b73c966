import { forgetPlacedOrder, idempotencyKeyFor } from './submit-key';

// The rule itself (same content, same key; storage refused) is tested in shared-contracts' kept-idempotency-key.
beforeEach(() => {
  sessionStorage.clear();
  forgetPlacedOrder();
});

test('the key survives a page reload (a fresh module reading the same tab storage)', () => {
  const first = idempotencyKeyFor('{"products":[1]}');
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const reloaded = require('./submit-key') as typeof import('./submit-key');
    expect(reloaded.idempotencyKeyFor('{"products":[1]}')).toBe(first);
  });
});

test('an order sent before a deploy keeps its key after it: read where and as the checkout has always kept it', () => {
  sessionStorage.setItem('cart_checkout:order-submit', JSON.stringify({ body: '{"products":[1]}', key: 'b1c2d3e4-0000-4000-8000-000000000001' }));
  expect(idempotencyKeyFor('{"products":[1]}')).toBe('b1c2d3e4-0000-4000-8000-000000000001');
});

test('after the order is placed the same basket is a new order with a new key', () => {
  const first = idempotencyKeyFor('{"products":[1]}');
  forgetPlacedOrder();
  expect(sessionStorage.length).toBe(0);
  expect(idempotencyKeyFor('{"products":[1]}')).not.toBe(first);
});
