import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import type { OrderPaymentMethods } from 'shared-contracts/payments/payment-status';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderInShop } from '../../../test-support/render-in-shop';
import { OtherPaymentMethods } from './OtherPaymentMethods';

const TOKEN = 'OtherOtherOtherOtherOtherOther123';
const order: OrderPaymentMethods = {
  order_token: TOKEN, delivery_type: 'pickup', payment_method: 'card',
  methods: [{ method: 'card', provider: 'sandbox' }, { method: 'cash-pickup', provider: null }],
};
const NOT_OFFERED = 'Metoda de plată nu mai este disponibilă pentru această comandă: cash-pickup.';
const UNDER_WAY = 'Hay un pago de este pedido en curso. Espera a que termine antes de elegir otro método.';

let api: ReturnType<typeof fakeApi>;
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
afterEach(() => api.restore());

function answering(change: { status: number; json: unknown }): void {
  api = fakeApi((request) => {
    if (request.url.pathname !== `/public/payments/${TOKEN}/method`) return undefined;
    return request.method === 'GET' ? { json: order } : change;
  });
}

test.each([
  ['a method the API no longer offers', 422, 'Unprocessable Entity', NOT_OFFERED],
  ['a change refused while a payment is under way', 409, 'Conflict', UNDER_WAY],
])('%s says why under the choices, and nothing changes', async (_case, statusCode, error, message) => {
  answering({ status: statusCode, json: { statusCode, error, message } });
  const onChanged = jest.fn();
  renderInShop(<OtherPaymentMethods orderToken={TOKEN} onChanged={onChanged} />);
  await userEvent.click(await screen.findByRole('radio', { name: /cash at the counter/i }));
  await userEvent.click(screen.getByRole('button', { name: 'Pay this way' }));
  expect(await screen.findByText(message)).toBeVisible();
  // The focus stays on the button, so the refusal is said as it appears.
  expect(screen.getByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('group', { name: 'Or pay another way' })).toHaveAccessibleDescription(message);
  expect(onChanged).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Pay this way' })).toBeEnabled();
});

test('a method the API takes is handed on', async () => {
  answering({ status: 200, json: { ...order, payment_method: 'cash-pickup' } });
  const onChanged = jest.fn();
  renderInShop(<OtherPaymentMethods orderToken={TOKEN} onChanged={onChanged} />);
  await userEvent.click(await screen.findByRole('radio', { name: /cash at the counter/i }));
  await userEvent.click(screen.getByRole('button', { name: 'Pay this way' }));
  await waitFor(() => expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ payment_method: 'cash-pickup' })));
  expect(api.requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([{ payment_method: 'cash-pickup' }]);
});
