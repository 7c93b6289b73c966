import { screen, waitFor } from '@testing-library/react';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { $cart } from 'shared-contracts/stores/cart';
import { emptyCart } from 'shared-contracts/types/cart';
import type { GroupOrder, Participant } from 'shared-contracts/types/group-order';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderScreen } from 'shared-contracts/test-support/render-screen';
import { enterGroupOrder, participantTokenFor } from '../features/group-order/participant-tokens';
import GroupOrderSuccessPage from './GroupOrderSuccessPage';

const OLD = 'AbCdEfGhIjKlMnOpQrStUv';
const NEW = 'NeWlInKnEwLiNkNeWlInK0';
const ANA = 'a'.repeat(43);
const SHARE = 'ShareTokenShareTokenShareToken12';

const participant = (id: number, name: string): Participant => ({
  id, name, is_admin: id === 1, confirmed: true, payment: 'pending', products: [], unavailable_products: [], packaging_fee: 0, subtotal: 10, delivery_fee: 0, pay_extra: 0, total: 10, amount_due: 10, amount_pending: 10, card_minimum_unmet: null,
});
/** Placed, under the link the organiser made while Ana's screen was closed. */
const placed: GroupOrder = {
  link: NEW, status: 'completed', store_id: 2, store_name: 'Old Town', delivery_type: 'pickup', payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0,
  organiser_name: 'Olga', me: { id: 2, is_admin: false, left: false, removed: false, payment_token: SHARE, payment_amount: 10, shares_to_pay: [] },
  participants: [participant(1, 'Olga'), participant(2, 'Ana')], delivery_fee: 0, minimum_order: 0, missing_for_minimum: 0, total: 20,
  order: { payment_method: 'card', total: 20, paid: false, cancelled_unpaid: false },
};

let network: ReturnType<typeof fakeApi>;

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  $cart.set(emptyCart());
  // The API: the panel by the link now, to its participants' tokens only.
  network = fakeApi(({ url }) => {
    if (url.pathname !== `/public/group-orders/${NEW}/panel`) return undefined;
    return url.searchParams.get('participant_token') === ANA ? { json: placed } : { status: 403, json: { statusCode: 403, message: 'You are not a participant of this group order.' } };
  });
});
afterEach(() => network.restore());

describe('GroupOrderSuccessPage, back from the share payment page by the link now', () => {
  it('recognises a participant whose token is filed under the link the organiser replaced', async () => {
    enterGroupOrder({ link: OLD, participant_token: ANA, store_id: 2, payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 }, false);
    // Where the share payment page sends its payer (groupOrderOutcomePath, by the payment's group_order_link).
    renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${NEW}`);
    expect(await screen.findByRole('link', { name: /Pay my share/ })).toHaveAttribute('href', `/integrations/payment/${SHARE}`);
    expect(screen.queryByRole('heading', { level: 1, name: 'Page not found' })).not.toBeInTheDocument();
    expect(participantTokenFor(NEW)).toBe(ANA);
    // Placed: the cart, followed to the new link, is done with it; the token stays to pay.
    await waitFor(() => expect($cart.get().group_order).toBe(false));
  });

  it('still claims nothing for a device whose tokens are not in it', async () => {
    enterGroupOrder({ link: OLD, participant_token: 'b'.repeat(43), store_id: 2, payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 }, false);
    renderScreen(GroupOrderSuccessPage, '/group-orders/success', `/group-orders/success?link=${NEW}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(participantTokenFor(NEW)).toBeNull();
  });
});
