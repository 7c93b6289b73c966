import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { $cart } from 'shared-contracts/stores/cart';
import { emptyCart, type CartProduct } from 'shared-contracts/types/cart';
import type { GroupOrder, Participant } from 'shared-contracts/types/group-order';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderScreen } from 'shared-contracts/test-support/render-screen';
import { enterGroupOrder, participantTokenFor } from '../features/group-order/participant-tokens';
import GroupOrderPage from './GroupOrderPage';
import { FakeEventSource } from 'shared-contracts/test-support/fake-event-source';

const LINK = 'AbCdEfGhIjKlMnOpQrStUv';


function participant(id: number, name: string, confirmed = false): Participant {
  return { id, name, is_admin: id === 1, confirmed, payment: 'pending', products: [], unavailable_products: [], packaging_fee: 0, subtotal: 0, delivery_fee: 0, pay_extra: 0, total: 0, amount_due: 0, amount_pending: 0, card_minimum_unmet: null };
}

let panel: GroupOrder;
let network: ReturnType<typeof fakeApi>;
const original = globalThis.EventSource;

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  enterGroupOrder({ link: LINK, participant_token: 'o'.repeat(43), store_id: 1, payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 }, true);
  FakeEventSource.opened = [];
  globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
  panel = {
    link: LINK, status: 'open', store_id: 1, store_name: 'Old Town', delivery_type: 'pickup', payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0,
    organiser_name: 'Olga', me: { id: 1, is_admin: true, left: false, removed: false, payment_token: null, payment_amount: 0, shares_to_pay: [] },
    participants: [participant(1, 'Olga'), participant(2, 'Ana')], delivery_fee: 0, minimum_order: 0, missing_for_minimum: 0, total: 0, order: null,
  };
  network = fakeApi(({ method, url }) => {
    if (method === 'GET' && url.pathname === `/public/group-orders/${LINK}/panel`) return { json: panel };
    if (method === 'GET' && url.pathname === '/public/products') return { json: [] };
    return undefined;
  });
});
afterEach(() => {
  network.restore();
  globalThis.EventSource = original;
});

/** Someone else changed the group order: the API says so on the stream, and the page reads it again. */
async function changedElsewhere(next: Partial<GroupOrder>) {
  panel = { ...panel, ...next };
  await act(async () => FakeEventSource.opened[0]!.emit('changed'));
}

describe("GroupOrderPage, live, told to the organiser's screen reader (WCAG 4.1.3)", () => {
  it('says who joined, confirmed or is gone, and the new status, in a polite region there from the start', async () => {
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
    await screen.findByRole('listitem', { name: 'Ana' });
    // The panel's own, not the invite's region for "Link copied.".
    const invite = screen.getByRole('region', { name: 'Invite people' });
    const [status, ...others] = screen.getAllByRole('status').filter((region) => !invite.contains(region));
    expect(others).toEqual([]);
    expect(status).toBeEmptyDOMElement();

    await changedElsewhere({ participants: [...panel.participants, participant(3, 'Ben')] });
    await waitFor(() => expect(status).toHaveTextContent('Ben joined.'));

    await changedElsewhere({ status: 'in_progress', participants: [participant(1, 'Olga'), participant(2, 'Ana', true), participant(3, 'Ben')] });
    await waitFor(() => expect(status).toHaveTextContent('Ana confirmed their order. Status: In progress.'));

    // Ben gave up or was removed: the words fit either.
    await changedElsewhere({ participants: [participant(1, 'Olga'), participant(2, 'Ana', true)] });
    await waitFor(() => expect(status).toHaveTextContent('Ben is no longer in the group order.'));
  });

  it('gives the focus to the page\'s heading when the invite it was in goes', async () => {
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
    const copy = await screen.findByRole('button', { name: 'Copy link' });
    copy.focus();

    await changedElsewhere({ status: 'in_progress', participants: [participant(1, 'Olga'), participant(2, 'Ana', true)] });
    await waitFor(() => expect(copy).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Group order' })).toHaveFocus();
  });
});

describe("GroupOrderPage, live, told to a participant's screen reader: what others did to their own order", () => {
  beforeEach(() => {
    localStorage.clear();
    enterGroupOrder({ link: LINK, participant_token: 'a'.repeat(43), store_id: 1, payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 }, false);
    panel = { ...panel, me: { ...panel.me, id: 2, is_admin: false } };
  });

  it('says their order needs them again, and why, when a confirmation of theirs is taken back', async () => {
    panel = { ...panel, status: 'in_progress', participants: [participant(1, 'Olga', true), participant(2, 'Ana', true)] };
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
    await screen.findByRole('listitem', { name: 'Ana (you)' });
    const invite = screen.queryByRole('region', { name: 'Invite people' });
    const [status] = screen.getAllByRole('status').filter((region) => !invite?.contains(region));

    // The last confirmation completed it, and the API opened it again at once: her tiramisu is no longer sold.
    const tiramisu = { order_product_id: 9, reason: 'Tiramisu is no longer available.' };
    await changedElsewhere({ status: 'open', participants: [participant(1, 'Olga'), { ...participant(2, 'Ana'), unavailable_products: [tiramisu] }] });
    await waitFor(() =>
      expect(status).toHaveTextContent('Status: Open: people can still join. Your order needs your attention again: check it and confirm it once more. Tiramisu is no longer available.'),
    );
  });

  it('says why, when what she pays is under the least a card payment takes', async () => {
    panel = { ...panel, status: 'in_progress', participants: [participant(1, 'Olga', true), participant(2, 'Ana', true)] };
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
    await screen.findByRole('listitem', { name: 'Ana (you)' });
    const invite = screen.queryByRole('region', { name: 'Invite people' });
    const [status] = screen.getAllByRole('status').filter((region) => !invite?.contains(region));

    await changedElsewhere({ status: 'open', participants: [participant(1, 'Olga'), { ...participant(2, 'Ana'), total: 1.5, amount_due: 1.5, amount_pending: 1.5, card_minimum_unmet: 2 }] });
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'Your order needs your attention again: check it and confirm it once more. Paying by card online takes at least 2 lei, and your share comes to 1.50 lei, so it could not be paid on its own: add food, or ask Olga to pay for you.',
      ),
    );
  });

  it('says the organiser pays their share, and no longer does; their own confirmation is not repeated', async () => {
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
    await screen.findByRole('listitem', { name: 'Ana (you)' });
    const invite = screen.getByRole('region', { name: 'Invite people' });
    const [status] = screen.getAllByRole('status').filter((region) => !invite.contains(region));

    await changedElsewhere({ participants: [participant(1, 'Olga'), { ...participant(2, 'Ana'), payment: 'by_organizer' }] });
    await waitFor(() => expect(status).toHaveTextContent('Olga now pays your share: you have nothing to pay.'));

    await changedElsewhere({ participants: [participant(1, 'Olga'), participant(2, 'Ana')] });
    await waitFor(() => expect(status).toHaveTextContent('Olga no longer pays your share: it is yours to pay again.'));

    // Her own doing (in this tab or another): not news to her, and nothing else changed.
    await changedElsewhere({ participants: [participant(1, 'Olga'), participant(2, 'Ana', true)] });
    await waitFor(() => expect(network.requests.filter((request) => request.url.pathname.endsWith('/panel'))).toHaveLength(4));
    expect(status).toHaveTextContent('Olga no longer pays your share: it is yours to pay again.');
  });
});

describe('GroupOrderPage, live, a participant who confirmed while paid for', () => {
  beforeEach(() => {
    localStorage.clear();
    enterGroupOrder({ link: LINK, participant_token: 'a'.repeat(43), store_id: 1, payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 }, false);
    panel = { ...panel, status: 'in_progress', me: { ...panel.me, id: 2, is_admin: false }, participants: [participant(1, 'Olga', true), { ...participant(2, 'Ana', true), payment: 'by_organizer' }] };
  });

  it('hears that the organiser no longer pays, and that their order waits for them to confirm it once more, which they can', async () => {
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
    await screen.findByRole('listitem', { name: 'Ana (you)' });
    const [status] = screen.getAllByRole('status');
    expect(screen.queryByRole('button', { name: 'Confirm my order' })).not.toBeInTheDocument();

    // The API takes back her confirmation with the paying: she never agreed to pay her share.
    await changedElsewhere({ participants: [participant(1, 'Olga', true), participant(2, 'Ana')] });
    await waitFor(() =>
      expect(status).toHaveTextContent('Olga no longer pays your share: it is yours to pay again. Your order needs your attention again: check it and confirm it once more.'),
    );
    expect(screen.getByRole('button', { name: 'Confirm my order' })).toBeInTheDocument();
  });
});

describe('GroupOrderPage, for a participant taken out', () => {
  beforeEach(() => {
    localStorage.clear();
    // Ana joined with her cart's food: the cart holds none of it now.
    $cart.set(emptyCart());
    enterGroupOrder({ link: LINK, participant_token: 'a'.repeat(43), store_id: 1, payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 }, false);
    panel = { ...panel, me: { ...panel.me, id: 2, is_admin: false } };
  });

  it('says the organiser removed them, while they watch, and puts their own food back in their cart', async () => {
    // As the API answers it: the lasagna Ana joined with, priced at the group's store.
    const lasagna: CartProduct = {
      id: 12, name: 'Baked lasagna', quantity: 2, price: 42, pack_price: 2, options: [], categories: [{ id: 2 }],
      age_restriction: false, locked: false, order_product_id: null, sizes: [], selected_size: null,
    };
    network.restore();
    network = fakeApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === `/public/group-orders/${LINK}/panel`) return { json: panel };
      if (method === 'GET' && url.pathname === '/public/products') return { json: [] };
      if (method === 'GET' && url.pathname === `/public/group-orders/${LINK}/food-to-take-back`) return { json: { store_id: 1, products: [lasagna] } };
      return undefined;
    });
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
    await screen.findByRole('heading', { level: 2, name: 'Participants' });

    await changedElsewhere({ me: { ...panel.me, left: true, removed: true }, participants: [participant(1, 'Olga')] });
    expect(await screen.findByText('The organiser removed you from this group order. Your food from it is back in your cart.')).toBeInTheDocument();
    await waitFor(() => expect($cart.get()).toMatchObject({ group_order: false, store_id: 1, products: [lasagna] }));
    const asked = network.requests.find((request) => request.url.pathname.endsWith('/food-to-take-back'));
    expect(asked?.url.searchParams.get('participant_token')).toBe('a'.repeat(43));
    expect(participantTokenFor(LINK)).toBeNull();
  });

  it('says only that they are no longer part of it when they gave up (in another tab)', async () => {
    panel = { ...panel, me: { ...panel.me, left: true, removed: false } };
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
    expect(await screen.findByText('You are no longer part of this group order.')).toBeInTheDocument();
  });
});
