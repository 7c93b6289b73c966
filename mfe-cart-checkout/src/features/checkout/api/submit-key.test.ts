import { forgetPlacedOrder, idempotencyKeyFor } from './submit-key';

beforeEach(() => {
  sessionStorage.clear();
  forgetPlacedOrder();
});

test('the same order sent again keeps its key; another order gets a new one', () => {
  const first = idempotencyKeyFor('{"products":[1]}');
  expect(first).toMatch(/^[0-9a-f-]{36}$/);
  expect(idempotencyKeyFor('{"products":[1]}')).toBe(first);
  expect(idempotencyKeyFor('{"products":[2]}')).not.toBe(first);
});

test('the key survives a page reload (a fresh module reading the same tab storage)', () => {
  const first = idempotencyKeyFor('{"products":[1]}');
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const reloaded = require('./submit-key') as typeof import('./submit-key');
    expect(reloaded.idempotencyKeyFor('{"products":[1]}')).toBe(first);
  });
});

test('after the order is placed the same basket is a new order with a new key', () => {
  const first = idempotencyKeyFor('{"products":[1]}');
  forgetPlacedOrder();
  expect(sessionStorage.length).toBe(0);
  expect(idempotencyKeyFor('{"products":[1]}')).not.toBe(first);
});

test('refused storage keeps the key in memory for the page', () => {
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('quota', 'QuotaExceededError');
  });
  try {
    const first = idempotencyKeyFor('{"products":[3]}');
    expect(idempotencyKeyFor('{"products":[3]}')).toBe(first);
  } finally {
    setItem.mockRestore();
  }
});
