import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import type { CartProduct } from 'shared-contracts/types/cart';
import type { GroupOrder } from 'shared-contracts/types/group-order';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderScreen } from 'shared-contracts/test-support/render-screen';
import { $cart } from 'shared-contracts/stores/cart';
import { $notifications, noticeText } from 'shared-contracts/stores/notifications';
import { enterGroupOrder, participantTokenFor } from '../features/group-order/participant-tokens';
import GroupOrderPage from './GroupOrderPage';

const LINK = 'AbCdEfGhIjKlMnOpQrStUv';
const TOKEN = 'o'.repeat(43);
let network: ReturnType<typeof fakeApi>;

function order(overrides: Partial<GroupOrder> = {}): GroupOrder {
  return {
    link: LINK, status: 'open', store_id: 1, store_name: 'Old Town', delivery_type: 'pickup', payment_mode: 'split',
    group_order_payment_type: 'split', group_order_pay_extra: 0, organiser_name: 'Olga', me: { id: 1, is_admin: true, left: false, removed: false, payment_token: null, payment_amount: 0, shares_to_pay: [] },
    participants: [
      { id: 1, name: 'Olga', is_admin: true, confirmed: false, payment: 'pending', products: [{ order_product_id: 5, product_id: 3, name: 'Margherita', size_name: null, selected_size: null, options: [{ id: 7, quantity: 2 }], option_names: ['2 × Extra mozzarella'], quantity: 2, unit_price: 10, total: 20 }], unavailable_products: [], packaging_fee: 0, subtotal: 20, delivery_fee: 0, pay_extra: 0, total: 20, amount_due: 20, amount_pending: 20, card_minimum_unmet: null },
      { id: 2, name: 'Ana', is_admin: false, confirmed: true, payment: 'by_organizer', products: [], unavailable_products: [], packaging_fee: 0, subtotal: 0, delivery_fee: 0, pay_extra: 0, total: 0, amount_due: 0, amount_pending: 0, card_minimum_unmet: null },
    ],
    delivery_fee: 0,
    minimum_order: 0,
    missing_for_minimum: 0,
    total: 20,
    order: null,
    ...overrides,
  };
}

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  enterGroupOrder({ link: LINK, participant_token: TOKEN, store_id: 1, payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 }, true);
});
afterEach(() => network.restore());

function answering(deleteAnswer: object, status: GroupOrder['status'] = 'in_progress') {
  return fakeApi(({ method, url }) => {
    if (method === 'GET' && url.pathname === `/public/group-orders/${LINK}/panel`) return { json: order({ status }) };
    if (method === 'GET' && url.pathname === '/public/products') return { json: [] };
    if (method === 'POST' && url.pathname === '/public/group-orders/delete') return { json: deleteAnswer };
    return undefined;
  });
}

describe('GroupOrderPage', () => {
  it('shows every participant with their lines and spec §4 states', async () => {
    network = answering({ status: 'OK', message: '' });
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
    const olga = await screen.findByRole('listitem', { name: 'Olga (you)' });
    expect(within(olga).getByText('Pending confirmation')).toBeInTheDocument();
    expect(within(olga).getByText('Pending payment')).toBeInTheDocument();
    expect(within(olga).getByText(/2 × Margherita/)).toBeInTheDocument();
    expect(within(olga).getByText('2 × Extra mozzarella')).toBeInTheDocument();
    const ana = screen.getByRole('listitem', { name: 'Ana' });
    expect(within(ana).getByText('Order confirmed')).toBeInTheDocument();
    expect(within(ana).getByText('Paid by organiser')).toBeInTheDocument();
    expect(within(ana).getByRole('button', { name: 'Remove Ana' })).toBeInTheDocument();
    expect(network.requests[0]?.url.searchParams.get('participant_token')).toBe(TOKEN);
  });

  it('names on the cards the food no longer available, which its owner removes to choose something else', async () => {
    const [olga, ana] = order().participants;
    const panel = order({
      participants: [
        { ...olga!, unavailable_products: [{ order_product_id: 8, reason: 'House lemonade is out of stock in this store.' }] },
        { ...ana!, confirmed: false, unavailable_products: [{ order_product_id: 9, reason: 'Tiramisu is out of stock in this store.' }] },
      ],
    });
    network = fakeApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === `/public/group-orders/${LINK}/panel`) return { json: panel };
      if (method === 'GET' && url.pathname === '/public/products') return { json: [] };
      if (method === 'POST' && url.pathname === '/public/group-orders/delete-product') return { json: { status: 'OK', message: '' } };
      return undefined;
    });
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
    const mine = await screen.findByRole('listitem', { name: 'Olga (you)' });
    expect(within(mine).getByText(/No longer available, so left out of the order. Remove it and choose something else/)).toBeInTheDocument();
    expect(within(mine).getByText('House lemonade is out of stock in this store.')).toBeInTheDocument();
    const theirs = screen.getByRole('listitem', { name: 'Ana' });
    expect(within(theirs).getByText(/Ana can choose something else/)).toBeInTheDocument();
    expect(within(theirs).getByText('Tiramisu is out of stock in this store.')).toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: /^Remove:/ })).not.toBeInTheDocument();
    await userEvent.click(within(mine).getByRole('button', { name: 'Remove: House lemonade is out of stock in this store.' }));
    await waitFor(() => expect(network.requests.some(({ url }) => url.pathname === '/public/group-orders/delete-product')).toBe(true));
    const removal = network.requests.find(({ url }) => url.pathname === '/public/group-orders/delete-product');
    expect(removal?.body).toMatchObject({ order_product_id: 8 });
  });

  it("shows a refused call's message as sanitised HTML in a red notice on top", async () => {
    // Open on this screen, in progress on the server: the organiser confirmed in another tab.
    network = answering({ status: 'ERROR', message: 'The group order is <strong>already in progress</strong><img src=x onerror="alert(1)">' }, 'open');
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the group order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    const notice = await screen.findByRole('alert');
    // The sanitiser is fetched the first time HTML is shown.
    await waitFor(() => expect(notice).toHaveTextContent('The group order is already in progress'));
    expect(notice.querySelector('strong')).not.toBeNull();
    expect(notice.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(notice.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows what each pays: the shared delivery fee, the extra, and the shares the organiser takes over', async () => {
    const delivered = order({
      delivery_type: 'delivery', group_order_pay_extra: 2.5, delivery_fee: 12, total: 137.5,
      participants: [
        { ...order().participants[0]!, subtotal: 48, delivery_fee: 4.68, pay_extra: 2.5, total: 55.18, amount_due: 70.55, amount_pending: 70.55 },
        { ...order().participants[1]!, name: 'Carl', subtotal: 14, delivery_fee: 1.37, total: 15.37, amount_due: 0, amount_pending: 0 },
        { id: 3, name: 'Ana', is_admin: false, confirmed: false, payment: 'pending', products: [], unavailable_products: [], packaging_fee: 0, subtotal: 61, delivery_fee: 5.95, pay_extra: 0, total: 66.95, amount_due: 66.95, amount_pending: 66.95, card_minimum_unmet: null },
      ],
    });
    network = fakeApi(({ url }) => {
      if (url.pathname === `/public/group-orders/${LINK}/panel`) return { json: delivered };
      if (url.pathname === '/public/products') return { json: [] };
      return undefined;
    });
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
    const olga = await screen.findByRole('listitem', { name: 'Olga (you)' });
    expect(within(olga).getByText('Delivery fee').nextElementSibling).toHaveTextContent('4.68');
    expect(within(olga).getByText('Extra').nextElementSibling).toHaveTextContent('2.50');
    expect(within(olga).getByTestId('total-Olga')).toHaveTextContent('55.18');
    expect(within(olga).getByTestId('due-Olga')).toHaveTextContent('70.55');
    expect(within(olga).getByText('Also pays for Carl.')).toBeInTheDocument();
    expect(screen.getByTestId('due-Carl')).toHaveTextContent('Olga (organiser)');
    expect(screen.getByText(/each person pays the part of its fee that their food is of the order/)).toBeInTheDocument();
    expect(screen.getByTestId('group-delivery-fee')).toHaveTextContent('12');
    expect(screen.getByTestId('group-total')).toHaveTextContent('137.50');
  });

  it('says how much a delivered group order lacks of the minimum order while food can be added (spec §5)', async () => {
    const below = order({ delivery_type: 'delivery', minimum_order: 50, missing_for_minimum: 22 });
    network = fakeApi(({ url }) => {
      if (url.pathname === `/public/group-orders/${LINK}/panel`) return { json: below };
      if (url.pathname === '/public/products') return { json: [] };
      return undefined;
    });
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
    expect(await screen.findByText('The minimum order for delivery, without the delivery fee, is 50 lei: the group order needs 22 lei more before it can be placed.')).toBeInTheDocument();
  });

  it('says on the cards whose payment is under the least a card payment takes, and what to do: add food, or be paid for', async () => {
    const [olga, ana] = order().participants;
    const under = { packaging_fee: 0, subtotal: 1.5, delivery_fee: 0, pay_extra: 0, total: 1.5, amount_due: 1.5, amount_pending: 1.5, card_minimum_unmet: 2 };
    const panel = order({ participants: [{ ...olga!, ...under }, { ...ana!, ...under, confirmed: false, payment: 'pending' }] });
    network = fakeApi(({ url }) => (url.pathname === `/public/group-orders/${LINK}/panel` ? { json: panel } : url.pathname === '/public/products' ? { json: [] } : undefined));
    const { unmount } = renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
    const mine = await screen.findByRole('listitem', { name: 'Olga (you)' });
    expect(within(mine).getByRole('note')).toHaveTextContent('Paying by card online takes at least 2 lei, and what you pay comes to 1.50 lei, so it could not be paid: add food before you confirm.');
    const theirs = screen.getByRole('listitem', { name: 'Ana' });
    expect(within(theirs).getByRole('note')).toHaveTextContent(
      "Paying by card online takes at least 2 lei, and Ana's share comes to 1.50 lei, so it could not be paid on its own: they can add food, or you can pay for them.",
    );
    expect(within(theirs).getByRole('button', { name: 'Pay for Ana' })).toBeInTheDocument();
    unmount();

    // Ana's own screen: hers is said to her; the organiser's is not her business.
    network.restore();
    network = fakeApi(({ url }) => (url.pathname === `/public/group-orders/${LINK}/panel` ? { json: { ...panel, me: { ...panel.me, id: 2, is_admin: false } } } : url.pathname === '/public/products' ? { json: [] } : undefined));
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
    const hers = await screen.findByRole('listitem', { name: 'Ana (you)' });
    expect(within(hers).getByRole('note')).toHaveTextContent('Paying by card online takes at least 2 lei, and your share comes to 1.50 lei, so it could not be paid on its own: add food, or ask Olga to pay for you.');
    expect(within(screen.getByRole('listitem', { name: 'Olga' })).queryByRole('note')).not.toBeInTheDocument();
  });

  it('says nothing of a card minimum when an older API sends no card_minimum_unmet', async () => {
    const [olga, ana] = order().participants.map(({ card_minimum_unmet: _unsent, ...participant }) => participant);
    const panel = { ...order(), participants: [olga, { ...ana!, confirmed: false, payment: 'pending' }] };
    network = fakeApi(({ url }) => (url.pathname === `/public/group-orders/${LINK}/panel` ? { json: panel } : url.pathname === '/public/products' ? { json: [] } : undefined));
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
    await screen.findByRole('listitem', { name: 'Olga (you)' });
    expect(screen.queryByText(/Paying by card online/)).not.toBeInTheDocument();
  });

  it("says each one's states in words, and who still owes what, in every payment mode", async () => {
    const modes: [GroupOrder['payment_mode'], string][] = [['split', 'Each pays their own part by card'], ['integral', 'One person pays everything'], ['organiser', 'The organiser pays for everyone']];
    for (const [mode, badge] of modes) {
      // Split: Ana pays her own part; integral or organiser pays: the organiser pays hers.
      const anaPays = mode === 'split';
      const panel = order({
        payment_mode: mode, total: 35,
        participants: [
          { ...order().participants[0]!, amount_due: anaPays ? 20 : 35, amount_pending: anaPays ? 20 : 35 },
          { ...order().participants[1]!, confirmed: false, payment: anaPays ? 'pending' : 'by_organizer', subtotal: 15, total: 15, amount_due: anaPays ? 15 : 0, amount_pending: anaPays ? 15 : 0 },
        ],
      });
      network = fakeApi(({ url }) => (url.pathname === `/public/group-orders/${LINK}/panel` ? { json: panel } : url.pathname === '/public/products' ? { json: [] } : undefined));
      const { unmount } = renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
      expect(await screen.findByText(badge)).toBeInTheDocument();
      const states = (name: string) => [...screen.getByTestId(`states-${name}`).querySelectorAll('div')].map((row) => row.textContent);
      expect(states('Olga')).toEqual(['Payment:Pending payment', 'Order:Pending confirmation']);
      expect(states('Ana')).toEqual([`Payment:${anaPays ? 'Pending payment' : 'Paid by organiser'}`, 'Order:Pending confirmation']);
      const ana = screen.getByRole('listitem', { name: 'Ana' });
      expect(within(ana).getByText('Total').nextElementSibling).toHaveTextContent('15');
      if (anaPays) {
        expect(within(ana).getByText('Still to pay').nextElementSibling).toHaveTextContent('15');
      } else {
        expect(within(ana).queryByText('Still to pay')).not.toBeInTheDocument();
        expect(within(ana).getByText('Who pays').nextElementSibling).toHaveTextContent('Olga (organiser)');
        expect(screen.getByText('Also pays for Ana.')).toBeInTheDocument();
      }
      expect(within(screen.getByRole('listitem', { name: 'Olga (you)' })).getByText('Still to pay').nextElementSibling).toHaveTextContent(anaPays ? '20' : '35');
      unmount();
      network.restore();
    }
    network = fakeApi(() => undefined);
  });

  it('asks before deleting the group order, inline and from the keyboard; keeping it changes nothing', async () => {
    const calls: string[] = [];
    network = fakeApi(({ method, url }) => {
      if (method === 'POST') calls.push(url.pathname);
      if (url.pathname === `/public/group-orders/${LINK}/panel`) return { json: order({ status: 'open' }) };
      if (url.pathname === '/public/products') return { json: [] };
      return { json: { status: 'OK', message: '', products: [] } };
    });
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
    const deleteButton = await screen.findByRole('button', { name: 'Delete the group order' });
    deleteButton.focus();
    await userEvent.keyboard('{Enter}');
    const question = screen.getByRole('group', { name: 'Delete this group order?' });
    // The safe answer has the focus: a second Enter keeps the group order.
    expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Delete this group order?' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete the group order' })).toHaveFocus();
    // Escape keeps it too.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Delete the group order' })).toHaveFocus();
    // Removing someone asks the same way.
    const ana = screen.getByRole('listitem', { name: 'Ana' });
    await userEvent.click(within(ana).getByRole('button', { name: 'Remove Ana' }));
    const removing = within(ana).getByRole('group', { name: 'Remove Ana from the group order?' });
    await userEvent.click(within(removing).getByRole('button', { name: 'Keep Ana' }));
    expect(calls).toEqual([]);
    await userEvent.click(within(ana).getByRole('button', { name: 'Remove Ana' }));
    await userEvent.click(within(ana).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(calls).toEqual(['/public/group-orders/remove-participant']));
    await userEvent.click(screen.getByRole('button', { name: 'Delete the group order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(calls).toEqual(['/public/group-orders/remove-participant', '/public/group-orders/delete']));
  });

  it('offers to copy the link, and to copy it by hand when the clipboard refuses', async () => {
    network = answering({ status: 'OK', message: '' }, 'open');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } });
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('The link could not be copied. Select it and copy it manually.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Group order link' });
    expect(field).toHaveValue(`http://localhost/auth/join-group-order?link=${LINK}`);
    expect(field).toHaveFocus();
  });

  it('offers the link no more once the group order is in progress, as nobody may join then', async () => {
    network = answering({ status: 'OK', message: '' }, 'in_progress');
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
    expect(await screen.findByText('In progress')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Group order link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  });

  it('offers delete and give up no more once the group order is in progress, saying why instead', async () => {
    network = answering({ status: 'OK', message: '' }, 'in_progress');
    const { unmount } = renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
    expect(await screen.findByText('The group order is in progress: it can no longer be deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete the group order' })).not.toBeInTheDocument();
    // Confirming is still offered: it is what moves the group order on.
    expect(screen.getByRole('button', { name: 'Confirm my order' })).toBeInTheDocument();
    unmount();
    network.restore();

    // A participant: while open she may give up; her own confirmation puts the group order in progress.
    let status: GroupOrder['status'] = 'open';
    const ana = () => order({ status, me: { id: 2, is_admin: false, left: false, removed: false, payment_token: null, payment_amount: 0, shares_to_pay: [] }, participants: [order().participants[0]!, { ...order().participants[1]!, confirmed: status !== 'open' }] });
    network = fakeApi(({ method, url }) => {
      if (url.pathname === `/public/group-orders/${LINK}/panel`) return { json: ana() };
      if (url.pathname === '/public/products') return { json: [] };
      if (method === 'POST' && url.pathname === '/public/group-orders/confirm') {
        status = 'in_progress';
        return { json: { status: 'OK', message: '' } };
      }
      return undefined;
    });
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
    expect(await screen.findByRole('button', { name: 'Give up' })).toBeInTheDocument();
    expect(screen.queryByText(/you can no longer give up/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my order' }));
    expect(await screen.findByText('The group order is in progress: you can no longer give up.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Give up' })).not.toBeInTheDocument();
  });

  it('keeps the keyboard in place when a change takes away the button used: pay for and stop, remove, delete a line, confirm', async () => {
    const ben = { id: 3, name: 'Ben', is_admin: false, confirmed: false, payment: 'pending' as const, products: [], unavailable_products: [], packaging_fee: 0, subtotal: 9, delivery_fee: 0, pay_extra: 0, total: 9, amount_due: 9, amount_pending: 9, card_minimum_unmet: null };
    let panel = order({ participants: [order().participants[0]!, { ...order().participants[1]!, payment: 'pending' }, ben] });
    const change = (id: number, edit: (participant: GroupOrder['participants'][number]) => GroupOrder['participants'][number] | null) => {
      panel = { ...panel, participants: panel.participants.flatMap((participant) => (participant.id === id ? (edit(participant) ?? []) : [participant])) };
    };
    network = fakeApi(({ method, url }) => {
      if (url.pathname === `/public/group-orders/${LINK}/panel`) return { json: panel };
      if (url.pathname === '/public/products') return { json: [] };
      if (method !== 'POST') return undefined;
      if (url.pathname.endsWith('/pay-for')) change(3, (participant) => ({ ...participant, payment: 'by_organizer' }));
      if (url.pathname.endsWith('/stop-paying-for')) change(3, (participant) => ({ ...participant, payment: 'pending' }));
      if (url.pathname.endsWith('/remove-participant')) change(2, () => null);
      if (url.pathname.endsWith('/delete-product')) change(1, (participant) => ({ ...participant, products: [] }));
      if (url.pathname.endsWith('/confirm')) change(1, (participant) => ({ ...participant, confirmed: true }));
      return { json: { status: 'OK', message: '' } };
    });
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);

    // Paid for: the button is gone; Ben's heading has the focus and reads out his new state.
    await userEvent.click(await screen.findByRole('button', { name: 'Pay for Ben' }));
    const benHeading = screen.getByRole('heading', { name: 'Ben' });
    await waitFor(() => expect(benHeading).toHaveFocus());
    expect(benHeading).toHaveAccessibleDescription(/Paid by organiser/);

    // Taken back (the wrong name was pressed): the focus stays on Ben, whose share is his own again.
    await userEvent.click(screen.getByRole('button', { name: 'Stop paying for Ben' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay for Ben' })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Ben' })).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Ben' })).not.toHaveAccessibleDescription(/Paid by organiser/);
    await userEvent.click(screen.getByRole('button', { name: 'Pay for Ben' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Ben' })).toHaveAccessibleDescription(/Paid by organiser/));

    // Removed: Ana's card is gone; the focus goes to the card after it.
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ana' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Ana' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Ben' })).toHaveFocus());

    // A deleted line: its buttons are gone; the focus goes to the top of one's own card.
    await userEvent.click(screen.getByRole('button', { name: 'Delete Margherita' }));
    const mine = screen.getByRole('heading', { name: 'Olga (you)' });
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Olga (you)' })).getByText('No products yet.')).toBeInTheDocument());
    await waitFor(() => expect(mine).toHaveFocus());

    // Confirmed: the button is gone; one's own heading reads out the order's new state.
    screen.getByRole('heading', { name: 'Participants' }).focus();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my order' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm my order' })).not.toBeInTheDocument());
    await waitFor(() => expect(mine).toHaveFocus());
    expect(mine).toHaveAccessibleDescription(/Order confirmed/);
  });

  it('gives the focus to the list of participants when the one removed was the last card', async () => {
    network = fakeApi(({ method, url }) => {
      if (url.pathname === `/public/group-orders/${LINK}/panel`) return { json: method === 'GET' && network.requests.some((request) => request.method === 'POST') ? order({ participants: [order().participants[0]!] }) : order() };
      if (url.pathname === '/public/products') return { json: [] };
      return { json: { status: 'OK', message: '' } };
    });
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Ana' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Participants' })).toHaveFocus());
  });

  describe('a first reading that fails', () => {
    const NO_LINK = 'This page needs the link the organiser shared. Ask them to send it again.';
    const answeringPanel = () =>
      fakeApi(({ url }) => (url.pathname === `/public/group-orders/${LINK}/panel` ? { json: order() } : url.pathname === '/public/products' ? { json: [] } : undefined));

    it('for want of a connection, says so, not that the link is wrong, and reads it again when asked', async () => {
      network = fakeApi(() => undefined);
      network.restore();
      const offline = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
      renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
      // ky tries a GET again before giving up.
      expect(await screen.findByText('Please check your internet connection.', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.queryByText(NO_LINK)).not.toBeInTheDocument();
      // Said once, on the page: the reading was quiet, so no notice says it again.
      expect($notifications.get().map(noticeText)).toEqual([]);
      offline.mockRestore();
      network = answeringPanel();
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('listitem', { name: 'Olga (you)' })).toBeInTheDocument();
    });

    it("for a server's failure, says so in the server's words (once), not that the link is wrong, and reads it again when asked", async () => {
      const busy = 'The shop is very busy right now. Please try again in a minute.';
      network = fakeApi(({ url }) =>
        url.pathname === `/public/group-orders/${LINK}/panel` ? { status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: busy } } : undefined,
      );
      renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
      expect(await screen.findByText(busy, {}, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.queryByText(NO_LINK)).not.toBeInTheDocument();
      expect($notifications.get().map(noticeText)).toEqual([]);
      network.restore();
      network = answeringPanel();
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('listitem', { name: 'Olga (you)' })).toBeInTheDocument();
    });

    it('refused as not a participant of it, asks for the link again, with nothing to retry', async () => {
      network = fakeApi(({ url }) =>
        url.pathname === `/public/group-orders/${LINK}/panel` ? { status: 403, json: { statusCode: 403, error: 'Forbidden', message: 'You are not a participant of this group order.' } } : undefined,
      );
      renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
      expect(await screen.findByText(NO_LINK)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      expect($notifications.get().map(noticeText)).toEqual([]);
    });
  });

  describe('a participant giving up', () => {
    const asAna = (status: GroupOrder['status']) =>
      order({ status, me: { id: 2, is_admin: false, left: false, removed: false, payment_token: null, payment_amount: 0, shares_to_pay: [] } });
    beforeEach(() => {
      localStorage.clear();
      enterGroupOrder({ link: LINK, participant_token: TOKEN, store_id: 1, payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 }, false);
      $notifications.set([]);
    });

    it('asks first, as deleting does: staying changes nothing; yes leaves with their food back in the cart, goes home and says so there', async () => {
      const calls: string[] = [];
      // As the API answers it: the lasagna Ana joined with, priced at the group's store.
      const lasagna: CartProduct = {
        id: 12, name: 'Baked lasagna', quantity: 2, price: 42, pack_price: 2, options: [], categories: [{ id: 2 }],
        age_restriction: false, locked: false, order_product_id: null, sizes: [], selected_size: null,
      };
      network = fakeApi(({ method, url }) => {
        if (method === 'POST') calls.push(url.pathname);
        if (url.pathname === `/public/group-orders/${LINK}/panel`) return { json: asAna('open') };
        if (url.pathname === '/public/products') return { json: [] };
        return { json: { status: 'OK', message: '', products: [lasagna] } };
      });
      renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
      await userEvent.click(await screen.findByRole('button', { name: 'Give up' }));
      const question = screen.getByRole('group', { name: 'Give up this group order? Your food in it goes back to your cart.' });
      expect(within(question).getByRole('button', { name: 'Stay in it' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(screen.getByRole('button', { name: 'Give up' })).toHaveFocus();
      expect(calls).toEqual([]);
      expect(participantTokenFor(LINK)).toBe(TOKEN);

      await userEvent.click(screen.getByRole('button', { name: 'Give up' }));
      await userEvent.click(screen.getByRole('button', { name: 'Yes, give up' }));
      expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
      expect(calls).toEqual(['/public/group-orders/give-up']);
      expect(participantTokenFor(LINK)).toBeNull();
      expect($cart.get()).toMatchObject({ group_order: false, store_id: 1, products: [lasagna] });
      expect($notifications.get().map(noticeText)).toEqual(['You left the group order from Old Town. Your food from it is back in your cart.']);
    });

    it("is told in the participant's language", async () => {
      network = fakeApi(({ url }) => (url.pathname === `/public/group-orders/${LINK}/panel` ? { json: asAna('open') } : url.pathname === '/public/products' ? { json: [] } : { json: { status: 'OK', message: '', products: [] } }));
      await startI18n('es');
      try {
        renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
        await userEvent.click(await screen.findByRole('button', { name: 'Abandonar' }));
        await userEvent.click(screen.getByRole('button', { name: 'Sí, abandonar' }));
        await screen.findByTestId('location');
        expect($notifications.get().map(noticeText)).toEqual(['Has abandonado el pedido en grupo de Old Town. Tu comida del pedido ha vuelto a tu carrito.']);
      } finally {
        await startI18n('en');
      }
    });

    it('refused, reads the group order again, so the badge and buttons are what the server holds', async () => {
      // Open on this screen, in progress on the server: the live updates were cut when Olga confirmed.
      let reads = 0;
      network = fakeApi(({ method, url }) => {
        if (url.pathname === `/public/group-orders/${LINK}/panel`) return { json: asAna(reads++ === 0 ? 'open' : 'in_progress') };
        if (url.pathname === '/public/products') return { json: [] };
        if (method === 'POST') return { json: { status: 'ERROR', message: 'The group order is <strong>already in progress</strong>: you can no longer give up.' } };
        return undefined;
      });
      renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
      expect(await screen.findByText('Open: people can still join')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Give up' }));
      await userEvent.click(screen.getByRole('button', { name: 'Yes, give up' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('you can no longer give up');
      expect(await screen.findByText('In progress')).toBeInTheDocument();
      expect(screen.queryByText('Open: people can still join')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Give up' })).not.toBeInTheDocument();
      expect(screen.getByText('The group order is in progress: you can no longer give up.')).toBeInTheDocument();
      expect(participantTokenFor(LINK)).toBe(TOKEN);
      expect(screen.queryByTestId('location')).toBeNull();
    });
  });

  describe('confirming', () => {
    function confirming(panel: GroupOrder) {
      return fakeApi(({ method, url }) => {
        if (method === 'GET' && url.pathname === `/public/group-orders/${LINK}/panel`) return { json: panel };
        if (method === 'GET' && url.pathname === '/public/products') return { json: [] };
        if (method === 'POST' && url.pathname === '/public/group-orders/confirm') return { json: { status: 'OK', message: '' } };
        return undefined;
      });
    }
    const confirmCalls = () => network.requests.filter((request) => request.method === 'POST' && request.url.pathname === '/public/group-orders/confirm');

    it('tells the organiser, on the button, that their confirmation closes the group order to joining and giving up', async () => {
      network = confirming(order());
      renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
      const confirm = await screen.findByRole('button', { name: 'Confirm my order' });
      expect(confirm).toHaveAccessibleDescription(/nobody else can join and nobody can give up/);
      await userEvent.click(confirm);
      await waitFor(() => expect(confirmCalls()).toHaveLength(1));
    });

    it('asks the organiser first when nobody has joined yet, as confirming then completes the group order at once', async () => {
      network = confirming(order({ participants: [order().participants[0]!] }));
      renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
      await userEvent.click(await screen.findByRole('button', { name: 'Confirm my order' }));
      const question = screen.getByRole('group', { name: /Nobody has joined yet/ });
      await userEvent.click(within(question).getByRole('button', { name: 'Wait for the others' }));
      expect(screen.getByRole('button', { name: 'Confirm my order' })).toHaveFocus();
      expect(confirmCalls()).toHaveLength(0);
      await userEvent.click(screen.getByRole('button', { name: 'Confirm my order' }));
      await userEvent.click(screen.getByRole('button', { name: 'Yes, confirm' }));
      await waitFor(() => expect(confirmCalls()).toHaveLength(1));
    });

    it("does not warn a participant, whose confirmation closes only their own order", async () => {
      const ana = { ...order().participants[1]!, confirmed: false, payment: 'pending' as const };
      network = confirming(order({ me: { id: 2, is_admin: false, left: false, removed: false, payment_token: null, payment_amount: 0, shares_to_pay: [] }, participants: [order().participants[0]!, ana] }));
      renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
      const confirm = await screen.findByRole('button', { name: 'Confirm my order' });
      expect(confirm).not.toHaveAccessibleDescription();
      expect(screen.queryByText(/nobody else can join/)).not.toBeInTheDocument();
      await userEvent.click(confirm);
      await waitFor(() => expect(confirmCalls()).toHaveLength(1));
    });
  });

  it('when one person pays everything, says the fee is paid with the rest, not how it is shared', async () => {
    const delivered = (payment_mode: GroupOrder['payment_mode']) => order({ payment_mode, delivery_type: 'delivery', group_order_payment_type: 'total', delivery_fee: 12, total: 32 });
    for (const mode of ['integral', 'organiser'] as const) {
      network = fakeApi(({ url }) => (url.pathname === `/public/group-orders/${LINK}/panel` ? { json: delivered(mode) } : url.pathname === '/public/products' ? { json: [] } : undefined));
      const { unmount } = renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
      expect(await screen.findByText(/One delivery for the whole group, paid with the rest of the order\./)).toBeInTheDocument();
      expect(screen.queryByText(/each person pays the part/)).not.toBeInTheDocument();
      expect(screen.queryByText(/the organiser pays its fee/)).not.toBeInTheDocument();
      expect(screen.queryByText('The organiser pays the delivery fee')).not.toBeInTheDocument();
      expect(screen.getByTestId('group-delivery-fee')).toHaveTextContent('12');
      unmount();
      network.restore();
    }
    network = fakeApi(({ url }) => (url.pathname === `/public/group-orders/${LINK}/panel` ? { json: delivered('split') } : url.pathname === '/public/products' ? { json: [] } : undefined));
    renderScreen(GroupOrderPage, '/group-orders/:link', `/group-orders/${LINK}`);
    expect(await screen.findByText(/the organiser pays its fee/)).toBeInTheDocument();
    expect(screen.getByText('The organiser pays the delivery fee')).toBeInTheDocument();
  });
});
