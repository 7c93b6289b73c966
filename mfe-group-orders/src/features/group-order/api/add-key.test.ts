import { configureApi } from 'shared-contracts/api/client';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { groupOrderCalls } from './group-order-calls';

const line = { id: 24, quantity: 2, selected_size: null, options: [] };
const added = { status: 'OK', message: '', product: { order_product_id: 7, id: 24, quantity: 2 } };

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));

test('an addition sent again after no answer came has the same key; the next addition a new one', async () => {
  const sent: (string | null)[] = [];
  const lost = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    sent.push(new Request(input, init).headers.get('Idempotency-Key'));
    throw new TypeError('Failed to fetch');
  });
  await expect(groupOrderCalls.addProduct('tok-ana', line)).rejects.toThrow();
  await expect(groupOrderCalls.addProduct('tok-ana', line)).rejects.toThrow();
  lost.mockRestore();
  expect(sent.length).toBeGreaterThanOrEqual(2);
  expect(new Set(sent).size).toBe(1);
  expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);

  const api = fakeApi(() => ({ json: added }));
  try {
    await groupOrderCalls.addProduct('tok-ana', line);
    // Answered: the same food added again is another line, under another key.
    await groupOrderCalls.addProduct('tok-ana', line);
    const answered = api.requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(answered[0]).toBe(sent[0]);
    expect(answered[1]).not.toBe(sent[0]);
  } finally {
    api.restore();
  }
});

test('other food in the form is another addition', async () => {
  const api = fakeApi(() => ({ status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'Try again.' } }));
  try {
    await expect(groupOrderCalls.addProduct('tok-ana', line)).rejects.toThrow();
    await expect(groupOrderCalls.addProduct('tok-ana', { ...line, quantity: 3 })).rejects.toThrow();
    const keys = new Set(api.requests.map((request) => request.headers.get('Idempotency-Key')));
    expect(keys.size).toBe(2);
  } finally {
    api.restore();
  }
}, 15_000);
