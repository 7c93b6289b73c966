import ky from 'ky';
import { TimeoutError } from 'ky';
import { outcomeUnknown } from './use-payment';

const answered = async (status: number) => {
  const spy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status, headers: { 'content-type': 'application/json' } }));
  try {
    return await ky.post('http://api.test/x', { retry: 0 }).then(() => null, (error: unknown) => error);
  } finally {
    spy.mockRestore();
  }
};

it.each([
  ['a lost connection (fetch failed)', new TypeError('Failed to fetch')],
  ['a timeout', new TimeoutError(new Request('http://api.test/x'))],
])('knows no outcome of a call nothing answered: %s', (_what, error) => {
  expect(outcomeUnknown(error)).toBe(true);
});

it.each([502, 503, 504, 524])('knows no outcome of a call a gateway answered for the one behind it: %i', async (status) => {
  expect(outcomeUnknown(await answered(status))).toBe(true);
});

it.each([
  // Braintree's drop-in refuses requestPaymentMethod() while its fields are incomplete.
  ['a provider form not filled in', Object.assign(new Error('No payment method is available.'), { name: 'DropinError' })],
  ['a broken answer', Object.assign(new Error('The answer is not valid JSON'), { name: 'DataProcessingError' })],
  ['a caller that gave up', new DOMException('The operation was aborted.', 'AbortError')],
  ['no error at all', undefined],
])('knows the outcome of %s: nothing was charged', (_what, error) => {
  expect(outcomeUnknown(error)).toBe(false);
});

it.each([400, 409, 422, 500])('knows the outcome of a call the API answered itself: %i', async (status) => {
  expect(outcomeUnknown(await answered(status))).toBe(false);
});
