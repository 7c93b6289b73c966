import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { $cart } from 'shared-contracts/stores/cart';
import type { GroupOrder, Participant } from 'shared-contracts/types/group-order';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { FakeEventSource } from 'shared-contracts/test-support/fake-event-source';
import { renderScreen } from 'shared-contracts/test-support/render-screen';
import { enterGroupOrder, forgetGroupOrder, participantTokenFor } from '../features/group-order/participant-tokens';
import GroupOrderPage from './GroupOrderPage';

const OLD = 'AbCdEfGhIjKlMnOpQrStUv';
const NEW = 'NeWlInKnEwLiNkNeWlInK0';
const TOKEN = 'o'.repeat(43);
const NEW_LINK = 'Make a new link (the old one stops working)';

function participant(id: number, name: string): Participant {
  return { id, name, is_admin: id === 1, confirmed: false, payment: 'pending', products: [], unavailable_products: [], packaging_fee: 0, subtotal: 0, delivery_fee: 0, pay_extra: 0, total: 0, amount_due: 0, amount_pending: 0, card_minimum_unmet: null };
}

let panel: GroupOrder;
let network: ReturnType<typeof fakeApi>;
const original = globalThis.EventSource;

/** The API: the panel by either link (the old one by the token, as the API answers it), and the organiser's calls. */
function serve(organiser: boolean) {
  panel = {
    link: OLD, status: 'open', store_id: 1, store_name: 'Old Town', delivery_type: 'pickup', payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0,
    organiser_name: 'Olga', me: { id: organiser ? 1 : 2, is_admin: organiser, left: false, removed: false, payment_token: null, payment_amount: 0, shares_to_pay: [] },
    participants: [participant(1, 'Olga'), participant(2, 'Ana'), participant(3, 'Stranger')], delivery_fee: 0, minimum_order: 0, missing_for_minimum: 0, total: 0, order: null,
  };
  network = fakeApi(({ method, url }) => {
    if (method === 'GET' && (url.pathname === `/public/group-orders/${OLD}/panel` || url.pathname === `/public/group-orders/${NEW}/panel`)) return { json: panel };
    if (method === 'GET' && url.pathname === '/public/products') return { json: [] };
    if (method === 'POST' && url.pathname === '/public/group-orders/remove-participant') {
      panel = { ...panel, participants: panel.participants.filter(({ id }) => id !== 3) };
      return { json: { status: 'OK', message: '' } };
    }
    if (method === 'POST' && url.pathname === '/public/group-orders/new-link') {
      panel = { ...panel, link: NEW };
      return { json: { status: 'OK', message: '', link: NEW } };
    }
    return undefined;
  });
}

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  FakeEventSource.opened = [];
  globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
});
afterEach(() => {
  network.restore();
  globalThis.EventSource = original;
});

const posts = () => network.requests.filter((request) => request.method === 'POST').map((request) => [request.url.pathname, request.body]);
const lastPanelRead = () => network.requests.filter((request) => request.url.pathname.endsWith('/panel')).at(-1)!.url.pathname;

describe('GroupOrderPage, a new share link', () => {
  it('is offered to the organiser next to the link; made, the screen, its token and the cart follow it', async () => {
    serve(true);
    enterGroupOrder({ link: OLD, participant_token: TOKEN, store_id: 1, payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 }, true);
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${OLD}`);
    const invite = await screen.findByRole('region', { name: 'Invite people' });
    await userEvent.click(within(invite).getByRole('button', { name: NEW_LINK }));
    expect(posts()).toEqual([['/public/group-orders/new-link', { participant_token: TOKEN, link: OLD }]]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Group order link' })).toHaveValue(`http://localhost/auth/join-group-order?link=${NEW}`));
    expect(within(invite).getByText(/New link ready: the old one no longer works/)).toHaveAttribute('role', 'status');
    await waitFor(() => expect(lastPanelRead()).toBe(`/public/group-orders/${NEW}/panel`));
    expect(participantTokenFor(NEW)).toBe(TOKEN);
    expect($cart.get()).toMatchObject({ group_order: true, order_token: NEW, participant_token: TOKEN });
    // The live changes follow the new link; the old stream is closed.
    await waitFor(() => expect(FakeEventSource.opened.at(-1)!.url).toContain(`/public/group-orders/${NEW}/events`));
    expect(FakeEventSource.opened[0]!.url).toContain(`/public/group-orders/${OLD}/events`);
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
  });

  it('is offered right where the organiser removed someone, who could still open it by the link they had', async () => {
    serve(true);
    enterGroupOrder({ link: OLD, participant_token: TOKEN, store_id: 1, payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 }, true);
    panel = { ...panel, status: 'in_progress' };
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${OLD}`);
    // In progress nobody joins: no link is shown, so nothing is offered yet.
    await screen.findByRole('listitem', { name: 'Stranger' });
    expect(screen.queryByRole('button', { name: NEW_LINK })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Stranger' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('Stranger was removed, but could still open the group order with the link you shared. To stop that, make a new link.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: NEW_LINK }));
    await waitFor(() => expect(screen.getByText(/New link ready: the old one no longer works/)).toBeInTheDocument());
    expect(posts().at(-1)).toEqual(['/public/group-orders/new-link', { participant_token: TOKEN, link: OLD }]);
    await waitFor(() => expect(lastPanelRead()).toBe(`/public/group-orders/${NEW}/panel`));
  });

  it("is followed by a participant's open screen, told of it on the live stream", async () => {
    serve(false);
    enterGroupOrder({ link: OLD, participant_token: TOKEN, store_id: 1, payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 }, false);
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${OLD}`);
    await screen.findByRole('listitem', { name: 'Ana (you)' });
    expect(screen.queryByRole('button', { name: NEW_LINK })).not.toBeInTheDocument();
    panel = { ...panel, link: NEW };
    await act(async () => FakeEventSource.opened[0]!.emit('changed'));
    await waitFor(() => expect(FakeEventSource.opened.at(-1)!.url).toContain(`/public/group-orders/${NEW}/events`));
    expect(lastPanelRead()).toBe(`/public/group-orders/${NEW}/panel`);
    expect(screen.getByRole('textbox', { name: 'Group order link' })).toHaveValue(`http://localhost/auth/join-group-order?link=${NEW}`);
    expect(participantTokenFor(NEW)).toBe(TOKEN);
    expect($cart.get().order_token).toBe(NEW);
    // The old link keeps the token, for another tab still on it; leaving forgets both.
    expect(participantTokenFor(OLD)).toBe(TOKEN);
    forgetGroupOrder(NEW);
    expect([participantTokenFor(OLD), participantTokenFor(NEW)]).toEqual([null, null]);
  });

  it('is not followed by one who was removed: their screen stays on the link they had', async () => {
    serve(false);
    enterGroupOrder({ link: OLD, participant_token: TOKEN, store_id: 1, payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 }, false);
    panel = { ...panel, me: { ...panel.me, left: true, removed: true }, participants: [], link: NEW };
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${OLD}`);
    expect(await screen.findByText(/The organiser removed you from this group order/)).toBeInTheDocument();
    // Their food comes back by the link they had (after the screen would have followed another).
    await waitFor(() => expect(network.requests.some((request) => request.url.pathname === `/public/group-orders/${OLD}/food-to-take-back`)).toBe(true));
    await act(() => new Promise((settled) => setTimeout(settled, 50)));
    expect(participantTokenFor(NEW)).toBeNull();
    expect(network.requests.some((request) => request.url.pathname.includes(NEW))).toBe(false);
  });
});

describe('GroupOrderPage, opened by a new link this device never followed', () => {
  const OTHER_GROUP = 'OtHeRgRoUpLiNkOtHeRgRo';
  const OTHER_TOKEN = 'z'.repeat(43);

  /** The API as it answers the panel by the link now: to its participants' tokens only (403 to anyone else's). */
  function serveNewLinkOnly() {
    serve(false);
    network.restore();
    panel = { ...panel, link: NEW };
    network = fakeApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === `/public/group-orders/${NEW}/panel`) {
        return url.searchParams.get('participant_token') === TOKEN ? { json: panel } : { status: 403, json: { statusCode: 403, message: 'You are not a participant of this group order.' } };
      }
      if (method === 'GET' && url.pathname === '/public/products') return { json: [] };
      return undefined;
    });
  }
  const joinedBy = (link: string, token: string) => ({ link, participant_token: token, store_id: 1, payment_mode: 'split' as const, group_order_payment_type: 'split' as const, group_order_pay_extra: 0 });

  it("recognises a participant by the token filed under the old link and files it under the new one, the cart following", async () => {
    serveNewLinkOnly();
    enterGroupOrder(joinedBy(OTHER_GROUP, OTHER_TOKEN), false);
    enterGroupOrder(joinedBy(OLD, TOKEN), false);
    // Another tab, or a screen gone before the new link was made: nothing followed it.
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${NEW}`);
    expect(await screen.findByRole('listitem', { name: 'Ana (you)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join a group order' })).not.toBeInTheDocument();
    expect(participantTokenFor(NEW)).toBe(TOKEN);
    expect($cart.get()).toMatchObject({ group_order: true, order_token: NEW, participant_token: TOKEN });
    // The newest token first, found: the other group order's is not asked about.
    expect(network.requests.some((request) => request.url.searchParams.get('participant_token') === OTHER_TOKEN)).toBe(false);
  });

  it('asks nobody when the token is filed under the link, and treats one whose tokens are not in it as a stranger', async () => {
    serveNewLinkOnly();
    enterGroupOrder(joinedBy(NEW, TOKEN), false);
    const { unmount } = renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${NEW}`);
    await screen.findByRole('listitem', { name: 'Ana (you)' });
    await waitFor(() => expect(network.requests.filter((request) => request.url.pathname.endsWith('/panel')).length).toBeGreaterThan(0));
    expect(network.requests.filter((request) => request.url.pathname.endsWith('/panel')).map((request) => request.url.searchParams.get('participant_token'))).toEqual([TOKEN]);
    unmount();

    localStorage.clear();
    enterGroupOrder(joinedBy(OTHER_GROUP, OTHER_TOKEN), false);
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${NEW}`);
    expect(await screen.findByRole('link', { name: 'Join a group order' })).toBeInTheDocument();
    expect(participantTokenFor(NEW)).toBeNull();
    expect($cart.get().order_token).toBe(OTHER_GROUP);
  });
});
