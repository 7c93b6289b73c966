import { act, screen } from '@testing-library/react';
import { configureApi } from 'shared-contracts/api/client';
import type { Payment } from 'shared-contracts/payments/payment-status';
import { fakeApi, type Answer } from 'shared-contracts/test-support/fake-api';
import { renderInShop } from '../../test-support/render-in-shop';
import ProviderReturnPage from '../../exposes/ProviderReturnPage';
import { POLL_MS } from './use-payment';

const TOKEN = 'Pr0cessingPr0cessingPr0cessing12';
const payment = (status: Payment['status']): Payment => ({
  order_token: TOKEN, store_id: 1, method: 'card', provider: 'sandbox', status, amount: 28, currency: 'RON',
  client_secret: null, provider_payment_id: null, public_key: null, failure: null, failure_code: null, group_order_link: null,
});
const down: Answer = { status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'Down for a moment.' } };

let api: ReturnType<typeof fakeApi>;
let answers: Answer[];
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  jest.useFakeTimers({ advanceTimers: true });
  api = fakeApi((request) => (request.url.pathname === `/public/payments/${TOKEN}` ? (answers.shift() ?? { json: payment('succeeded') }) : undefined));
});
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

const reads = () => api.requests.length;
// The page's clock, from its first read.
let clock = 0;
const until = (ms: number) => {
  const step = ms - clock;
  clock = ms;
  return act(async () => jest.advanceTimersByTimeAsync(step));
};

test('a processing payment whose check fails is checked again, later each time, until its status is final', async () => {
  // The first read, then a check that fails: ky's own two retries fail too.
  answers = [{ json: payment('processing') }, down, down, down, down, down, down];
  await renderInShop(<ProviderReturnPage params={{}} />, { path: `/order-success?order=${TOKEN}` });
  expect(await screen.findByText(/This page updates by itself/)).toBeInTheDocument();
  expect(reads()).toBe(1);
  clock = 0;

  // Checked after POLL_MS; ky retries after 0.3 s and 0.6 s, so that check has failed at 2.4 s.
  await until(2500);
  expect(reads()).toBe(4);
  // The next check waits twice as long (at 5.4 s), and fails again at 6.3 s.
  await until(5300);
  expect(reads()).toBe(4);
  await until(6400);
  expect(reads()).toBe(7);
  // Then four times as long (at 12.3 s): the bank has answered.
  await until(12_200);
  expect(reads()).toBe(7);
  await until(12_400);
  expect(reads()).toBe(8);
  expect(screen.getByTestId('current-path')).toHaveTextContent(`/order-success/${TOKEN}`);
});
