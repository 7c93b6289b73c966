import { configureApi } from 'shared-contracts/api/client';
import { addGroupOrderProduct } from 'shared-contracts/api/group-order-products';
import { fakeApi } from 'shared-contracts/test-support/fake-api';

const line = { id: 24, quantity: 2, selected_size: null, options: [] };
const added = { status: 'OK', message: '', product: { order_product_id: 7, id: 24, quantity: 2 } };

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));

/** Every attempt fails with no answer; answers the keys the attempts carried. */
async function sentWithoutAnswer(send: () => Promise<unknown>): Promise<(string | null)[]> {
  const sent: (string | null)[] = [];
  const lost = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    sent.push(new Request(input, init).headers.get('Idempotency-Key'));
    throw new TypeError('Failed to fetch');
  });
  try {
    await expect(send()).rejects.toThrow();
  } finally {
    lost.mockRestore();
  }
  return sent;
}

test('an addition sent again after no answer came has the same key; the next addition a new one', async () => {
  const first = await sentWithoutAnswer(() => addGroupOrderProduct('tok-ana', line));
  const again = await sentWithoutAnswer(() => addGroupOrderProduct('tok-ana', line));
  expect(new Set([...first, ...again]).size).toBe(1);
  expect(first[0]).toMatch(/^[0-9a-f-]{36}$/);

  const api = fakeApi(() => ({ json: added }));
  try {
    await addGroupOrderProduct('tok-ana', line);
    // Answered: the same food added again is another line, under another key.
    await addGroupOrderProduct('tok-ana', line);
    const answered = api.requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(answered[0]).toBe(first[0]);
    expect(answered[1]).not.toBe(first[0]);
  } finally {
    api.restore();
  }
});

test('an unanswered addition keeps its key while other food is added and answered', async () => {
  const lost = await sentWithoutAnswer(() => addGroupOrderProduct('tok-ana', { ...line, id: 31 }));
  const api = fakeApi(() => ({ json: added }));
  try {
    await addGroupOrderProduct('tok-ana', line);
    await addGroupOrderProduct('tok-ana', { ...line, id: 31 });
    const [other, retried] = api.requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(other).not.toBe(lost[0]);
    expect(retried).toBe(lost[0]);
  } finally {
    api.restore();
  }
});

test('other food in the form is another addition', async () => {
  const api = fakeApi(() => ({ status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'Try again.' } }));
  try {
    await expect(addGroupOrderProduct('tok-ana', { ...line, id: 40 })).rejects.toThrow();
    await expect(addGroupOrderProduct('tok-ana', { ...line, id: 40, quantity: 3 })).rejects.toThrow();
    const keys = new Set(api.requests.map((request) => request.headers.get('Idempotency-Key')));
    expect(keys.size).toBe(2);
  } finally {
    api.restore();
  }
}, 15_000);
