import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import type { PaymentMethodPickerProps } from 'shared-contracts/payments/payment-method-picker';
import { cartCostLines } from 'shared-contracts/pricing/cost-lines';
import { voucher } from 'shared-contracts/pricing/test-support/voucher';
import { provideRemoteLoader } from 'shared-contracts/remotes/remote-loader';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { $notifications, noticeText } from 'shared-contracts/stores/notifications';
import { setSettings } from 'shared-contracts/stores/settings';
import { fakeApi, type Answer, type RecordedRequest } from 'shared-contracts/test-support/fake-api';
import { emptyCart } from 'shared-contracts/types/cart';
import type { Voucher } from 'shared-contracts/types/voucher';
import { cartProduct } from '../../../test-support/cart-product';
import { someSettings } from '../../../test-support/checkout-fixtures';
import { openCheckout } from '../../../test-support/open-checkout';
import { forgetConfirmations } from '../confirmations';
import { $guestEmail } from '../guest-email';
import { $placingOrder } from '../placing-order';
import { $typedVoucherCode } from '../../voucher/typed-voucher-code';

function FakePicker({ selected, onSelect }: PaymentMethodPickerProps) {
  return (
    <fieldset>
      <legend>Payment method</legend>
      <label>
        <input type="radio" checked={selected === 'cash-pickup'} onChange={() => onSelect('cash-pickup')} /> cash-pickup
      </label>
    </fieldset>
  );
}

/** The voucher as the cart saved it when applied: 10 % off. */
const SAVED = voucher({ code: 'SPRING', value: 10 });
/** What POST public/vouchers/check answers now. */
let voucherNow: () => Answer;
let orderAnswer: () => Answer;
let api: ReturnType<typeof fakeApi>;
const requestsTo = (path: string): RecordedRequest[] => api.requests.filter((request) => request.url.pathname === path);
const notices = () => $notifications.get().map(noticeText);
/** The two confirmations ticked, then "Place order", as the customer does at the form's end. */
async function confirmAndPlaceOrder(): Promise<void> {
  await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm that I will pick up my order at Centre' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm that my details are correct' }));
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
}
const refusal = (message: string, fields: Record<string, string> = {}): Answer => ({
  status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message, fields },
});

jest.setTimeout(20_000);
// The checkout opens with several reads at once: on a loaded machine the voucher's may come late.
configure({ asyncUtilTimeout: 4000 });
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  provideRemoteLoader(async () => ({ default: FakePicker as never }));
  voucherNow = () => ({ json: SAVED });
  orderAnswer = () => ({ status: 500, json: {} });
  api = fakeApi((request) => {
    if (request.url.pathname.endsWith('/website-settings/shop-status')) return { json: someSettings().shop_status };
    if (request.url.pathname.endsWith('/later-slots')) return { json: { days: [] } };
    if (request.url.pathname === '/public/products') return { json: [] };
    if (request.url.pathname === '/public/vouchers/check') return voucherNow();
    if (request.url.pathname === '/public/orders') return orderAnswer();
    return undefined;
  });
  act(() => {
    setSettings(someSettings({ has_vouchers: true }));
    $guestEmail.set('ana@example.com');
    forgetConfirmations();
    $cart.set({
      ...emptyCart(), store_id: 7, delivery_type: 'pickup', pickup_type: 'at_counter', name: 'Ana Pop', phone: '0722 123 456',
      phone_country: 'RO', payment_method: 'cash-pickup', products: [cartProduct({ name: 'Margherita', quantity: 2, price: 10 })],
    });
    // Applied days ago: the cart store values it on the cart.
    updateCart({ voucher: SAVED });
  });
});
afterEach(() => {
  api.restore();
  $notifications.set([]);
});

test('opening the checkout reads the saved voucher again: the staff\'s change replaces the copy, and the customer is told', async () => {
  expect($cart.get().voucher?.value_currency).toBe(2);
  voucherNow = () => ({ json: { ...SAVED, value: 20 } });
  await openCheckout();

  await waitFor(() => expect($cart.get().voucher).toMatchObject({ code: 'SPRING', value: 20, value_currency: 4 }));
  expect(requestsTo('/public/vouchers/check').map((request) => request.body)).toEqual([{ code: 'SPRING' }]);
  expect(await screen.findByText('Voucher SPRING applied: −4 lei')).toBeInTheDocument();
  expect(notices()).toEqual(['Voucher SPRING has changed since you applied it; the total of your order has been updated.']);
});

test('a voucher unchanged since it was applied is kept as it is, with nothing said', async () => {
  const before = $cart.get();
  await openCheckout();
  await waitFor(() => expect(requestsTo('/public/vouchers/check')).toHaveLength(1));
  await act(async () => undefined);
  expect($cart.get()).toBe(before);
  expect(notices()).toEqual([]);
});

test('refused for its total after the staff changed the voucher, the voucher is read again and the next "Place order" sends the API\'s total', async () => {
  await openCheckout();
  await waitFor(() => expect(requestsTo('/public/vouchers/check')).toHaveLength(1));
  const oldTotal = cartCostLines($cart.get()).total;
  // The staff raise the voucher to 20 % while the checkout is open.
  voucherNow = () => ({ json: { ...SAVED, value: 20 } });
  const message = 'The prices have changed: the total is now 16 lei. Please check your order.';
  orderAnswer = () => refusal(message, { expected_total: message });
  await confirmAndPlaceOrder();

  expect(await screen.findByText(message)).toBeInTheDocument();
  await waitFor(() => expect($cart.get().voucher).toMatchObject({ value: 20, value_currency: 4 }));
  expect(requestsTo('/public/vouchers/check')).toHaveLength(2);
  expect(notices()).toContain('Voucher SPRING has changed since you applied it; the total of your order has been updated.');

  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(requestsTo('/public/orders')).toHaveLength(2));
  const [first, second] = requestsTo('/public/orders').map((request) => (request.body as { expected_total: number }).expected_total);
  expect(first).toBe(oldTotal);
  expect(second).toBe(cartCostLines($cart.get()).total);
  expect(second).toBe(oldTotal - 2);
});

test('a voucher the API refuses now is removed, and the notice says so with the API\'s reason', async () => {
  voucherNow = () => refusal('This voucher expired on 1 March.');
  await openCheckout();

  await waitFor(() => expect($cart.get().voucher).toBeNull());
  expect(notices()).toEqual(['Voucher SPRING has been removed from your order. This voucher expired on 1 March.']);
  expect(await screen.findByRole('textbox', { name: 'Voucher code' })).toBeInTheDocument();
});

test('a voucher changed so that it no longer applies to the cart is removed, and said so', async () => {
  // Now a free product the cart does not hold: worth nothing on it.
  const changed: Voucher = { ...SAVED, value_type: 'products', value: 0, no_of_free_products: 1, free_products: [999] };
  voucherNow = () => ({ json: changed });
  await openCheckout();

  await waitFor(() => expect($cart.get().voucher).toBeNull());
  expect(notices()).toEqual(['Voucher SPRING has changed and no longer applies to this order, so it has been removed.']);
});

test('when the voucher cannot be read again, the copy is kept (the API checks it on placing) and nothing is said', async () => {
  voucherNow = () => ({ status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'Busy' } });
  await openCheckout();
  await waitFor(() => expect(requestsTo('/public/vouchers/check').length).toBeGreaterThan(0));
  await act(async () => undefined);
  expect($cart.get().voucher).toMatchObject({ code: 'SPRING', value: 10 });
  expect(notices()).toEqual([]);
});

test('a voucher refused as the order is placed (used meanwhile) is dropped, and its field says why with the code in it', async () => {
  await openCheckout();
  await waitFor(() => expect(requestsTo('/public/vouchers/check')).toHaveLength(1));
  const message = 'This voucher has already been used.';
  orderAnswer = () => refusal(message, { voucher_code: message });
  await confirmAndPlaceOrder();

  // Kept, every later "Place order" would be refused the same way.
  await waitFor(() => expect($cart.get().voucher).toBeNull());
  const field = await screen.findByRole('textbox', { name: 'Voucher code' });
  expect(field).toHaveValue('SPRING');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(field).toBeInvalid();

  // The next try goes without the voucher, and the field's refusal is gone.
  orderAnswer = () => ({ status: 500, json: {} });
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(requestsTo('/public/orders')).toHaveLength(2));
  expect((requestsTo('/public/orders')[1]!.body as { voucher_code: string | null }).voucher_code).toBeNull();
  expect(field).not.toHaveAccessibleDescription(expect.stringContaining(message));
  // Its answer handled before the next test: an order still on its way would take that test's answer.
  await waitFor(() => expect($placingOrder.get()).toBe(false));
  act(() => $typedVoucherCode.set(''));
});

test('a voucher refused alone as the order is placed is said once, at its field, which takes the focus', async () => {
  await openCheckout();
  await waitFor(() => expect(requestsTo('/public/vouchers/check')).toHaveLength(1));
  // As the API words it: one reason, so its message is that reason.
  const message = 'This voucher has already been used.';
  orderAnswer = () => refusal(message, { voucher_code: message });
  await confirmAndPlaceOrder();

  const field = await screen.findByRole('textbox', { name: 'Voucher code' });
  await waitFor(() => expect(field).toHaveFocus());
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  // Said where it is put right, and announced there; the top of the form says where to look.
  expect(screen.getAllByText(message)).toHaveLength(1);
  expect(screen.getAllByRole('alert').map((region) => region.textContent)).toEqual(expect.arrayContaining(['Please check the highlighted fields.', message]));

  // Answered at the field (a code typed), nothing is marked: nothing is left to look for on top.
  await userEvent.type(field, '1');
  expect(screen.queryByText('Please check the highlighted fields.')).not.toBeInTheDocument();
  act(() => $typedVoucherCode.set(''));
});

test('a voucher refused with a reason no field shows: that reason stays on top, the voucher\'s at its field', async () => {
  await openCheckout();
  await waitFor(() => expect(requestsTo('/public/vouchers/check')).toHaveLength(1));
  const used = 'This voucher has already been used.';
  const closed = 'Centre is closed for pickup now; choose a later time.';
  orderAnswer = () => refusal('Please check the order: some details need fixing.', { voucher_code: used, for_later: closed });
  await confirmAndPlaceOrder();

  expect(await screen.findByText(closed)).toBeInTheDocument();
  expect(screen.getAllByText(used)).toHaveLength(1);
  expect(screen.queryByText('Please check the highlighted fields.')).not.toBeInTheDocument();
  act(() => $typedVoucherCode.set(''));
});
