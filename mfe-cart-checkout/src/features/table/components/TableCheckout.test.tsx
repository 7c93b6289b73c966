import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import type { PaymentMethodPickerProps } from 'shared-contracts/payments/payment-method-picker';
import { provideRemoteLoader } from 'shared-contracts/remotes/remote-loader';
import { $cart } from 'shared-contracts/stores/cart';
import { logIn, logOut } from 'shared-contracts/stores/user';
import { $notifications, noticeText } from 'shared-contracts/stores/notifications';
import { setSettings } from 'shared-contracts/stores/settings';
import { emptyCart } from 'shared-contracts/types/cart';
import type { PlacedOrder } from 'shared-contracts/types/order';
import type { Voucher } from 'shared-contracts/types/voucher';
import { fakeApi, type Answer, type RecordedRequest } from 'shared-contracts/test-support/fake-api';
import { cartProduct } from '../../../test-support/cart-product';
import { someSettings } from '../../../test-support/checkout-fixtures';
import { renderInShop } from '../../../test-support/render-in-shop';
import { tableOrderTokens } from '../table-orders';
import { VISIT_MS } from '../visit';
import { CLOSED_RECHECK_MS } from '../use-tables-closed';
import CartPage from '../../../exposes/CartPage';
import { TableCheckout } from './TableCheckout';

/** Stands in for the account team's invitation to an account (spec §6). */
function FakeInvitation() {
  return <p>An account collects bonus points.</p>;
}

/** Stands in for the payments team's picker: the table checkout only knows its contract. */
function FakePicker({ selected, onSelect }: PaymentMethodPickerProps) {
  return (
    <label>
      <input type="radio" checked={selected === 'cash-pickup'} onChange={() => onSelect('cash-pickup')} /> Cash
    </label>
  );
}

const LINK = 'AbCdEfGhIjKlMnOpQrStUv';
const placed = (total: number): PlacedOrder => ({
  token: 'tok_abcdefghijklmnopqrstuvwxyz012345', created_at: '2026-11-25T10:00:00Z', delivery_type: 'table', pickup_type: null,
  store: { id: 8, name: 'Riverside', address: '2 River Road', phone: '' }, name: 'Ana', address: '', address_line2: '', for_later: false, later_day: null,
  later_time: null, estimated_minutes: 0, payment_method: 'cash-pickup', voucher_code: null, lines: [], subtotal: total, delivery_fee: 0,
  packaging_fee: 0, voucher_value: 0, free_products_discount: 0, loyalty_points: 0, group_extra: 0, total, table: { id: 4, number: '4', status: 'sent_to_waiter' },
});

/** Riverside (8) sells lemonade (24) at 15 and craft lager (31) at 12; the order is placed when asked. */
function riversideApi(order = placed(15)) {
  return fakeApi((request) => {
    if (request.url.pathname === '/public/products') {
      return {
        json: [
          { id: 24, name: 'Lemonade', price: 15, pack_price: null, sizes: [], option_groups: [], categories: [{ id: 5 }], age_restriction: false },
          { id: 31, name: 'Craft lager', price: 12, pack_price: null, sizes: [], option_groups: [], categories: [{ id: 5 }], age_restriction: true },
        ],
      };
    }
    if (request.url.pathname === '/public/orders') return { status: 201, json: order };
    return undefined;
  });
}

const orders = (requests: RecordedRequest[]) => requests.filter((request) => request.url.pathname === '/public/orders');

let api: ReturnType<typeof fakeApi>;
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  localStorage.clear();
  provideRemoteLoader(async (_remote, module) => ({ default: (module === './GuestInvitation' ? FakeInvitation : FakePicker) as never }));
  act(() => {
    setSettings(someSettings());
    $notifications.set([]);
  });
  api = riversideApi();
});
afterEach(() => {
  api.restore();
  act(() => $cart.set(emptyCart()));
});

function seatAtTable(products: ReturnType<typeof cartProduct>[]) {
  act(() => $cart.set({ ...emptyCart(), delivery_type: 'table', store_id: 8, table_id: 3, table_number: '5', table_link: LINK, table_seated_at: Date.now(), name: 'Ana', payment_method: 'cash-pickup', products }));
}

test('an age-restricted product needs the age confirmation before the order goes to the waiter', async () => {
  seatAtTable([cartProduct({ id: 31, name: 'Craft lager', price: 12, age_restriction: true })]);
  await renderInShop(<TableCheckout />, { path: '/cart/checkout' });

  const age = await screen.findByRole('checkbox', { name: 'I confirm that I am at least 18 years old' });
  await userEvent.click(screen.getByRole('button', { name: 'Send order to waiter' }));
  expect(await screen.findByText('Please confirm your age to order these products.')).toBeInTheDocument();
  expect(orders(api.requests)).toHaveLength(0);

  await userEvent.click(age);
  await userEvent.click(screen.getByRole('button', { name: 'Send order to waiter' }));
  await waitFor(() => expect(orders(api.requests)).toHaveLength(1));
  expect(orders(api.requests)[0]?.body).toMatchObject({ delivery_type: 'table', table_link: LINK, age_restriction: true });
  // The order is sent before its answer comes back and the success screen opens.
  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/order-success/tok_abcdefghijklmnopqrstuvwxyz012345'));
  // Remembered, so asking for the bill later can offer to pay it.
  expect(tableOrderTokens(3)).toEqual(['tok_abcdefghijklmnopqrstuvwxyz012345']);
});

test('without an age-restricted product there is no age question', async () => {
  seatAtTable([cartProduct({ id: 24, name: 'Lemonade', price: 15 })]);
  await renderInShop(<TableCheckout />, { path: '/cart/checkout' });

  expect(await screen.findByRole('button', { name: 'Send order to waiter' })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
});

test("a cart priced at another store takes the table's store prices, says which changed, and sends that total", async () => {
  // Carried over from a store where lemonade cost 14.
  seatAtTable([cartProduct({ id: 24, name: 'Lemonade', price: 14 })]);
  await renderInShop(<TableCheckout />, { path: '/cart/checkout' });

  await waitFor(() => expect($cart.get().products[0]?.price).toBe(15));
  expect(api.requests.find((request) => request.url.pathname === '/public/products')?.url.searchParams.get('store_id')).toBe('8');
  expect(noticeText($notifications.get().at(-1) ?? { message: '' })).toContain('<li>Lemonade: <s>14 lei</s> → 15 lei</li>');

  await userEvent.click(screen.getByRole('button', { name: 'Send order to waiter' }));
  await waitFor(() => expect(orders(api.requests)).toHaveLength(1));
  expect(orders(api.requests)[0]?.body).toMatchObject({ expected_total: 15, products: [{ id: 24, quantity: 1 }] });
});

test('a refused order brings what to fix into view and focus: the first field, or the refusal', async () => {
  const scrolled = jest.fn();
  Element.prototype.scrollIntoView = scrolled;
  try {
    seatAtTable([cartProduct({ id: 31, name: 'Craft lager', price: 12, age_restriction: true })]);
    act(() => $cart.set({ ...$cart.get(), name: '' }));
    await renderInShop(<TableCheckout />, { path: '/cart/checkout' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send order to waiter' }));
    const name = screen.getByRole('textbox', { name: /Your name/ });
    await waitFor(() => expect(name).toHaveFocus());
    expect(scrolled.mock.contexts.at(-1)).toBe(name);

    await userEvent.type(name, 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Send order to waiter' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'I confirm that I am at least 18 years old' })).toHaveFocus());

    api.restore();
    api = fakeApi((request) =>
      request.url.pathname === '/public/orders'
        ? { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: 'This table is closed.' } }
        : undefined,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm that I am at least 18 years old' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send order to waiter' }));
    const refusal = await screen.findByText('This table is closed.');
    await waitFor(() => expect(document.activeElement).toContainElement(refusal));
  } finally {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  }
});

test('while the store takes no table orders the checkout says why up front and the order cannot be sent', async () => {
  api.restore();
  api = fakeApi((request) => {
    if (request.url.pathname === `/public/tables/${LINK}`) {
      return { json: { table_id: 3, table_number: '5', store_id: 8, store_name: 'Riverside', takes_orders_now: false, closed_message: 'Riverside is not taking orders at the tables now.', requests: [] } };
    }
    if (request.url.pathname === '/public/products') return { json: [] };
    return undefined;
  });
  seatAtTable([cartProduct({ id: 24, name: 'Lemonade', price: 15 })]);
  await renderInShop(<TableCheckout />, { path: '/cart/checkout' });

  expect(await screen.findByText('Riverside is not taking orders at the tables now.')).toBeInTheDocument();
  const send = screen.getByRole('button', { name: 'Send order to waiter' });
  expect(send).toBeDisabled();
  await userEvent.click(send);
  expect(orders(api.requests)).toHaveLength(0);
});

test('spec §3/§9: while the brand takes no orders (allow_ordering false) the table checkout says so and sends nothing', async () => {
  act(() => setSettings({ ...someSettings(), website: { ...someSettings().website, allow_ordering: false } }));
  seatAtTable([cartProduct({ id: 24, name: 'Lemonade', price: 15 })]);
  await renderInShop(<TableCheckout />, { path: '/cart/checkout' });

  const send = await screen.findByRole('button', { name: 'Send order to waiter' });
  expect(screen.getByText('Online ordering is closed right now: you can browse the menu, but not order.')).toBeInTheDocument();
  expect(send).toBeDisabled();
  await userEvent.click(send);
  expect(orders(api.requests)).toHaveLength(0);
});

test('with the payments remote down, a card remembered from before is not sent: the waiter\'s ways to pay are offered instead', async () => {
  provideRemoteLoader(async (_remote, module) => {
    if (module === './PaymentMethodPicker') throw new Error('The market has no "payments" remote.');
    return { default: FakeInvitation as never };
  });
  seatAtTable([cartProduct({ id: 24, name: 'Lemonade', price: 15 })]);
  act(() => $cart.set({ ...$cart.get(), payment_method: 'card' }));
  await renderInShop(<TableCheckout />, { path: '/cart/checkout' });

  const notice = 'Online payment cannot be loaded right now: choose to pay when you get your order, or try again.';
  expect(await screen.findByText(notice)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send order to waiter' }));
  expect(orders(api.requests)).toHaveLength(0);
  await waitFor(() => expect(screen.getByRole('radio', { name: 'Cash to the waiter' })).toHaveFocus());

  await userEvent.click(screen.getByRole('radio', { name: 'Card to the waiter' }));
  expect(screen.queryByText(notice)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send order to waiter' }));
  await waitFor(() => expect(orders(api.requests)).toHaveLength(1));
  expect(orders(api.requests)[0]?.body).toMatchObject({ delivery_type: 'table', payment_method: 'pos-pickup' });
});

test('a store that opens while the guests wait frees the send button without a reload', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    let open = false;
    api.restore();
    api = fakeApi((request) => {
      if (request.url.pathname === `/public/tables/${LINK}`) {
        const closed_message = open ? '' : 'Riverside is not taking orders at the tables now.';
        return { json: { table_id: 3, table_number: '5', store_id: 8, store_name: 'Riverside', takes_orders_now: open, closed_message, requests: [] } };
      }
      if (request.url.pathname === '/public/products') return { json: [] };
      return undefined;
    });
    seatAtTable([cartProduct({ id: 24, name: 'Lemonade', price: 15 })]);
    await renderInShop(<TableCheckout />, { path: '/cart/checkout' });
    expect(await screen.findByText('Riverside is not taking orders at the tables now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send order to waiter' })).toBeDisabled();

    open = true;
    await act(async () => {
      jest.advanceTimersByTime(CLOSED_RECHECK_MS);
    });
    await waitFor(() => expect(screen.queryByText('Riverside is not taking orders at the tables now.')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Send order to waiter' })).toBeEnabled();
  } finally {
    jest.useRealTimers();
  }
});

test('"Not at a table?" hands the focus to the checkout that replaces the table one, on the order now for pickup', async () => {
  seatAtTable([cartProduct({ id: 24, name: 'Lemonade', price: 15 })]);
  await renderInShop(<CartPage params={{}} />, { path: '/cart/checkout' });

  await userEvent.click(await screen.findByRole('button', { name: 'Not at a table?' }));
  expect(screen.queryByRole('button', { name: 'Not at a table?' })).not.toBeInTheDocument();
  // Not dropped to <body>: the screen reader reads the question and "Pickup, selected".
  const pickup = screen.getByRole('radio', { name: 'Pickup' });
  expect(pickup).toBeChecked();
  expect(pickup).toHaveFocus();
  expect($cart.get()).toMatchObject({ delivery_type: 'pickup', table_link: null });
});

/** 20 lei off an order of at least 80 (products and packaging before any discount). */
const WELCOME20: Voucher = {
  code: 'WELCOME20', value_type: 'currency', value: 20, value_currency: 0, category_id: null, exclude_category_id: null,
  no_of_free_products: 0, already_used_products: 0, already_used_modifier_options: 0, free_products: [],
  free_modifier_options: [], free_categories: [], min_order_value: 80, for_delivery: true, valid_from: null, valid_until: null,
};

test('a voucher brought from the checkout shows at the table: below its minimum it holds the order back until removed', async () => {
  seatAtTable([cartProduct({ id: 24, name: 'Lemonade', price: 15 })]);
  act(() => {
    setSettings(someSettings({ has_vouchers: true }));
    $cart.set({ ...$cart.get(), voucher: WELCOME20 });
  });
  await renderInShop(<TableCheckout />, { path: '/cart/checkout' });

  await userEvent.click(await screen.findByRole('button', { name: 'Send order to waiter' }));
  // Said on top, and beside the voucher with its Remove button.
  expect(await screen.findAllByText('Add 65 lei more to use this voucher (WELCOME20), or remove it.')).not.toHaveLength(0);
  expect(orders(api.requests)).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Remove the voucher' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send order to waiter' }));
  await waitFor(() => expect(orders(api.requests)).toHaveLength(1));
  expect(orders(api.requests)[0]?.body).toMatchObject({ voucher_code: null, expected_total: 15 });
});

test('a voucher the staff changed is read again on opening and when the order is refused for its total: the next one sends the API\'s total', async () => {
  const saved: Voucher = { ...WELCOME20, code: 'SPRING', value_type: 'percent', value: 10, min_order_value: 0 };
  let now = saved;
  let answerOrder = (): Answer => ({ status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: 'The prices have changed.', fields: { expected_total: 'The prices have changed.' } } });
  api.restore();
  api = fakeApi((request) => {
    if (request.url.pathname === '/public/products') return { json: [{ id: 24, name: 'Lemonade', price: 15, pack_price: null, sizes: [], option_groups: [], categories: [{ id: 5 }] }] };
    if (request.url.pathname === '/public/vouchers/check') return { json: now };
    if (request.url.pathname === '/public/orders') return answerOrder();
    return undefined;
  });
  const checks = () => api.requests.filter((request) => request.url.pathname === '/public/vouchers/check');
  seatAtTable([cartProduct({ id: 24, name: 'Lemonade', price: 15 })]);
  act(() => {
    setSettings(someSettings({ has_vouchers: true }));
    $cart.set({ ...$cart.get(), voucher: saved });
  });
  await renderInShop(<TableCheckout />, { path: '/cart/checkout' });
  await waitFor(() => expect(checks()).toHaveLength(1), { timeout: 4000 });

  // The staff raise it to 20 % while the guest decides.
  now = { ...saved, value: 20 };
  await userEvent.click(await screen.findByRole('button', { name: 'Send order to waiter' }));
  expect(await screen.findByText('The prices have changed.')).toBeInTheDocument();
  await waitFor(() => expect($cart.get().voucher).toMatchObject({ code: 'SPRING', value: 20, value_currency: 3 }));
  expect(checks()).toHaveLength(2);

  answerOrder = () => ({ status: 201, json: placed(12) });
  await userEvent.click(screen.getByRole('button', { name: 'Send order to waiter' }));
  await waitFor(() => expect(orders(api.requests)).toHaveLength(2));
  expect(orders(api.requests).map((request) => (request.body as { expected_total: number }).expected_total)).toEqual([13.5, 12]);
});

test("a voucher from before the brand turned vouchers off is dropped at the table as at the checkout", async () => {
  seatAtTable([cartProduct({ id: 24, name: 'Lemonade', price: 15 })]);
  act(() => $cart.set({ ...$cart.get(), voucher: WELCOME20 }));
  await renderInShop(<TableCheckout />, { path: '/cart/checkout' });
  await waitFor(() => expect($cart.get().voucher).toBeNull());
  expect(screen.queryByRole('textbox', { name: 'Voucher code' })).not.toBeInTheDocument();
});

test('a guest at a table is invited to an account; a signed-in customer may spend bonus points there', async () => {
  seatAtTable([cartProduct({ id: 24, name: 'Lemonade', price: 15 })]);
  const { unmount } = await renderInShop(<TableCheckout />, { path: '/cart/checkout' });
  expect(await screen.findByText('An account collects bonus points.')).toBeInTheDocument();
  unmount();

  api.restore();
  api = fakeApi((request) => {
    if (request.url.pathname === '/public/orders/points-offer') return { json: { loyalty_active: true, balance: 40, max_per_order: 100 } };
    if (request.url.pathname === '/public/orders') return { status: 201, json: placed(10) };
    return undefined;
  });
  act(() => {
    setSettings({ ...someSettings(), loyalty: { active: 1 } });
    logIn({ id: 1, token: 'tok', name: 'Ana Pop', delivery_addresses: [] });
  });
  try {
    await renderInShop(<TableCheckout />, { path: '/cart/checkout' });
    const points = await screen.findByRole('textbox', { name: 'Bonus points to use' });
    // Points are whole: "1.000" is not read as 1 point (a thousands separator in ro and es).
    await userEvent.type(points, '1.000');
    await userEvent.click(screen.getByRole('button', { name: 'Send order to waiter' }));
    await waitFor(() => expect(points).toHaveFocus());
    expect(points).toHaveAccessibleDescription(expect.stringContaining('The number of points entered is incorrect.'));
    expect(orders(api.requests)).toHaveLength(0);

    await userEvent.clear(points);
    await userEvent.type(points, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Send order to waiter' }));
    await waitFor(() => expect(orders(api.requests)).toHaveLength(1));
    expect(orders(api.requests)[0]?.body).toMatchObject({ loyalty_points: 5, expected_total: 10 });
  } finally {
    act(() => logOut());
  }
});

test("a name the API would refuse is refused here, in the customer's words, and no longer than it takes", async () => {
  seatAtTable([cartProduct({ id: 24, name: 'Lemonade', price: 15 })]);
  act(() => $cart.set({ ...$cart.get(), name: '7' }));
  await renderInShop(<TableCheckout />, { path: '/cart/checkout' });

  await userEvent.click(await screen.findByRole('button', { name: 'Send order to waiter' }));
  expect(await screen.findByText('Please enter your full name.')).toBeInTheDocument();
  expect(orders(api.requests)).toHaveLength(0);
  expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveAttribute('maxLength', '120');
});

test('a card order goes on to be paid online, unless a voucher covers it all: then it is paid as placed and goes to its success page', async () => {
  const LEMON15: Voucher = { ...WELCOME20, code: 'LEMON15', value: 15, min_order_value: 0 };
  const send = async (voucher: Voucher | null, order: PlacedOrder) => {
    api.restore();
    api = riversideApi(order);
    seatAtTable([cartProduct({ id: 24, name: 'Lemonade', price: 15 })]);
    act(() => {
      setSettings(someSettings({ has_vouchers: true }));
      $cart.set({ ...$cart.get(), payment_method: 'card', voucher });
    });
    const { unmount } = await renderInShop(<TableCheckout />, { path: '/cart/checkout' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send order to waiter' }));
    await waitFor(() => expect(orders(api.requests)).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('current-path')).not.toHaveTextContent('/cart/checkout'));
    const path = screen.getByTestId('current-path').textContent;
    unmount();
    return { sent: orders(api.requests)[0]?.body, path };
  };
  const { token } = placed(0);

  const paying = await send(null, { ...placed(15), payment_method: 'card' });
  expect(paying.sent).toMatchObject({ payment_method: 'card', expected_total: 15 });
  expect(paying.path).toBe(`/integrations/payment/${token}`);

  const covered = await send(LEMON15, { ...placed(0), payment_method: 'card', voucher_code: 'LEMON15', voucher_value: 15, subtotal: 15 });
  expect(covered.sent).toMatchObject({ payment_method: 'card', voucher_code: 'LEMON15', expected_total: 0 });
  // Not the payment screen, which would ask the provider for 0 (a card provider refuses it).
  expect(covered.path).toBe(`/order-success/${token}`);
});

test('a phone and a time for later kept from earlier orders are not sent: the table form shows neither, and the API would refuse them', async () => {
  seatAtTable([cartProduct({ id: 24, name: 'Lemonade', price: 15 })]);
  // Typed at another checkout (a phone the API finds too short), kept by the cart after that order.
  act(() => $cart.set({ ...$cart.get(), phone: '0722', phone_country: 'RO', for_later: true, later_day: '2026-11-26', later_time: '12:00' }));
  await renderInShop(<TableCheckout />, { path: '/cart/checkout' });

  await userEvent.click(await screen.findByRole('button', { name: 'Send order to waiter' }));
  await waitFor(() => expect(orders(api.requests)).toHaveLength(1));
  expect(orders(api.requests)[0]?.body).toMatchObject({ delivery_type: 'table', phone: '', email: '', for_later: false, later_day: null, later_time: null });
});

test('cutlery ticked earlier at the delivery checkout is not sent from the table, whose form has no such box', async () => {
  act(() => setSettings(someSettings({ website: { ...someSettings().website, cutlery: 1 } })));
  seatAtTable([cartProduct({ id: 24, name: 'Lemonade', price: 15 })]);
  act(() => $cart.set({ ...$cart.get(), cutlery: true }));
  await renderInShop(<TableCheckout />, { path: '/cart/checkout' });

  expect(screen.queryByRole('checkbox', { name: 'I would like cutlery' })).not.toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Send order to waiter' }));
  await waitFor(() => expect(orders(api.requests)).toHaveLength(1));
  expect(orders(api.requests)[0]?.body).toMatchObject({ delivery_type: 'table', cutlery: false });
});

test('a table order to pay online, its card declined and left with Back, is offered for payment by the emptied cart', async () => {
  const order = { ...placed(15), payment_method: 'card' as const, payment_due: false };
  api.restore();
  api = fakeApi((request) => {
    if (request.url.pathname === '/public/products') return { json: [] };
    if (request.url.pathname === '/public/orders') return { status: 201, json: order };
    if (request.url.pathname === `/public/orders/${order.token}`) return { json: order };
    return undefined;
  });
  seatAtTable([cartProduct({ id: 24, name: 'Lemonade', price: 15 })]);
  act(() => $cart.set({ ...$cart.get(), payment_method: 'card' }));
  const { unmount } = await renderInShop(<CartPage params={{}} />, { path: '/cart/checkout' });
  await userEvent.click(await screen.findByRole('button', { name: 'Send order to waiter' }));
  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(`/integrations/payment/${order.token}`));
  unmount();

  // Back from the payment screen: the cart was emptied when the order was placed.
  await renderInShop(<CartPage params={{}} />, { path: '/cart/checkout' });
  expect(await screen.findByText('Your order is placed and waits for payment.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Pay for your order' })).toHaveAttribute('href', `/integrations/payment/${order.token}`);
});

test('a seat kept past the visit is left when the checkout is next read: no order goes to a table the customer left', async () => {
  const HOUR = 60 * 60 * 1000;
  seatAtTable([cartProduct({ id: 24, name: 'Lemonade', price: 15 })]);
  // Still at the meal: the checkout is the table's.
  act(() => $cart.set({ ...$cart.get(), table_seated_at: Date.now() - VISIT_MS + HOUR }));
  const { unmount } = await renderInShop(<CartPage params={{}} />, { path: '/cart/checkout' });
  expect(await screen.findByRole('button', { name: 'Send order to waiter' })).toBeInTheDocument();
  unmount();

  // Days later, at home: the cart left the table as "Not at a table?" would, its products kept.
  act(() => $cart.set({ ...$cart.get(), table_seated_at: Date.now() - 3 * 24 * HOUR }));
  await renderInShop(<CartPage params={{}} />, { path: '/cart/checkout' });
  expect(await screen.findByRole('radio', { name: 'Pickup' })).toBeChecked();
  expect(screen.queryByRole('button', { name: 'Send order to waiter' })).not.toBeInTheDocument();
  expect($cart.get()).toMatchObject({ delivery_type: 'pickup', table_id: null, table_number: null, table_link: null, payment_method: null });
  expect($cart.get().products).toHaveLength(1);
});

test('a seat taken before its time was kept counts its visit from now: a guest mid-meal keeps the table', async () => {
  seatAtTable([cartProduct({ id: 24, name: 'Lemonade', price: 15 })]);
  act(() => $cart.set({ ...$cart.get(), table_seated_at: undefined }));
  await renderInShop(<CartPage params={{}} />, { path: '/cart/checkout' });
  expect(await screen.findByRole('button', { name: 'Send order to waiter' })).toBeInTheDocument();
  expect($cart.get().table_seated_at).toBeGreaterThan(Date.now() - 60_000);
});
