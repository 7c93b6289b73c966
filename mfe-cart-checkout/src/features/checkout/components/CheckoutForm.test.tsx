import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import type { PaymentMethodPickerProps } from 'shared-contracts/payments/payment-method-picker';
import type { AccountModules } from 'shared-contracts/remotes/contracts';
import { provideRemoteLoader } from 'shared-contracts/remotes/remote-loader';
import { logIn, logOut } from 'shared-contracts/stores/user';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { CART_TOKEN_COOKIE, startCartSync, startNewCartAfterOrder } from 'shared-contracts/stores/cart-sync';
import { deleteCookie, writeCookie } from 'shared-contracts/stores/cookies';
import { $notifications, noticeText } from 'shared-contracts/stores/notifications';
import { $invalidCartLines } from 'shared-contracts/stores/invalid-cart-products';
import { cartLineKey } from 'shared-contracts/stores/same-cart-line';
import { voucher } from 'shared-contracts/pricing/test-support/voucher';
import type { LaterSlots } from 'shared-contracts/types/later-slots';
import type { ShopStatus } from 'shared-contracts/types/shop-status';
import { FIELD_PROBLEM_MESSAGES } from 'shared-contracts/forms/person-fields';
import { setSettings } from 'shared-contracts/stores/settings';
import { emptyCart } from 'shared-contracts/types/cart';
import type { PlacedOrder } from 'shared-contracts/types/order';
import { cartProduct } from '../../../test-support/cart-product';
import { someSettings } from '../../../test-support/checkout-fixtures';
import { fakeApi, type Route } from 'shared-contracts/test-support/fake-api';
import { renderInShop } from '../../../test-support/render-in-shop';
import { openCheckout } from '../../../test-support/open-checkout';
import { setLanguage } from 'shared-contracts/stores/language';
import { $confirmations, forgetConfirmations } from '../confirmations';
import { $guestEmail } from '../guest-email';
import { CartContents } from '../../cart/components/CartContents';
import { awaitingPaymentRoute, forgetAwaitingPayment } from '../awaiting-payment';
import { CheckoutForm } from './CheckoutForm';
import { $placingOrder } from '../placing-order';

/** Stands in for the payments team's picker: the checkout only knows its contract. */
function FakePicker({ deliveryType, selected, onSelect, error }: PaymentMethodPickerProps) {
  return (
    <fieldset aria-invalid={error ? true : undefined} aria-describedby={error ? 'fake-picker-error' : undefined}>
      <legend>Payment method</legend>
      {(deliveryType === 'delivery' ? ['cash'] : ['cash-pickup', 'card']).map((method) => (
        <label key={method}>
          <input type="radio" checked={selected === method} onChange={() => onSelect(method as 'cash')} /> {method}
        </label>
      ))}
      {error && <p id="fake-picker-error">{error}</p>}
    </fieldset>
  );
}

/** Stands in for the account team's invitation, showing where it was mounted. */
function FakeInvitation({ place }: AccountModules['./GuestInvitation']) {
  return <aside aria-label="Account invitation">{place}</aside>;
}

const placed: PlacedOrder = {
  token: 'tok_abcdefghijklmnopqrstuvwxyz012345', created_at: '2026-11-25T10:00:00Z', delivery_type: 'pickup',
  pickup_type: 'at_counter', store: { id: 7, name: 'Centre', address: '1 Main Street', phone: '' }, name: 'Ana Pop',
  address: '', address_line2: '', for_later: false, later_day: null, later_time: null, estimated_minutes: 20, payment_method: 'cash-pickup',
  voucher_code: null, lines: [], subtotal: 23, delivery_fee: 0, packaging_fee: 3, voucher_value: 0,
  free_products_discount: 0, loyalty_points: 0, group_extra: 0, total: 23, table: null,
};

let api: ReturnType<typeof fakeApi> | null = null;
function answer(route: Route) {
  api = fakeApi((request) => {
    if (request.url.pathname.endsWith('/website-settings/shop-status')) return { json: someSettings().shop_status };
    if (request.url.pathname.endsWith('/later-slots')) return { json: { days: [] } };
    // The store's prices are the cart's: no price-change notice.
    if (request.url.pathname === '/public/products') return { json: [] };
    return route(request);
  });
}

// The whole checkout form typed into by a user: several seconds on a loaded machine.
jest.setTimeout(20_000);

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  provideRemoteLoader(async (_remote, module) => ({ default: (module === './GuestInvitation' ? FakeInvitation : FakePicker) as never }));
  act(() => {
    setSettings(someSettings());
    $cart.set({ ...emptyCart(), products: [cartProduct({ name: 'Margherita', quantity: 2, price: 10, pack_price: 1.5 })] });
    $guestEmail.set('');
    forgetConfirmations();
  });
});
afterEach(() => {
  api?.restore();
  api = null;
});

/** Spec §5: both confirmations; at pickup the location is the store. */
async function confirmBoth(store = 'Centre') {
  await userEvent.click(screen.getByRole('checkbox', { name: `I confirm that I will pick up my order at ${store}` }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm that my details are correct' }));
}

/** The checkout opened and filled in by a guest paying at the counter, ready to place. */
async function openFilledCheckout() {
  await renderInShop(<CheckoutForm />, { path: '/cart/checkout' });
  await screen.findByRole('heading', { name: 'Checkout' });
  await fillGuest();
  await userEvent.click(screen.getByRole('radio', { name: /cash-pickup/ }));
  await confirmBoth();
}

async function fillGuest() {
  await userEvent.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ana Pop');
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ana@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '0722 123 456');
}

test('pickup is the default at the first store, and the cost lines come from the pricing module', async () => {
  answer(() => undefined);
  await renderInShop(<CheckoutForm />, { path: '/cart/checkout' });

  expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: /Store/ })).toHaveDisplayValue('Centre');
  expect(screen.getByRole('radio', { name: 'At the counter' })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Phone country' })).toHaveDisplayValue(/Romania \(\+40\)/);
  // 2 x 10 + 2 x 1.5 packaging = 23; pickup has no delivery fee.
  const costs = within(screen.getByRole('region', { name: 'Cost' }));
  expect(costs.getByText('Subtotal').nextElementSibling).toHaveTextContent('23 lei');
  expect(costs.getByText('Packaging fee').nextElementSibling).toHaveTextContent('3 lei');
  expect(costs.queryByText('Delivery fee')).not.toBeInTheDocument();
  expect(costs.getByText('Total').nextElementSibling).toHaveTextContent('23 lei');
});

test("a guest is invited to an account beside the voucher field (spec §6); a signed-in customer is not", async () => {
  answer(() => undefined);
  act(() => setSettings({ ...someSettings(), has_vouchers: true }));
  const { unmount } = await renderInShop(<CheckoutForm />, { path: '/cart/checkout' });
  const invitation = await screen.findByRole('complementary', { name: 'Account invitation' });
  expect(invitation).toHaveTextContent('checkout');
  expect(screen.getByRole('textbox', { name: /Voucher/ }).compareDocumentPosition(invitation) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  unmount();

  act(() => logIn({ id: 1, token: 'tok', name: 'Ana Pop', delivery_addresses: [] }));
  try {
    await renderInShop(<CheckoutForm />, { path: '/cart/checkout' });
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Account invitation' })).toBeNull();
  } finally {
    act(() => logOut());
  }
});

test('a signed-in customer finds their name, e-mail and phone filled in; what was typed stays', async () => {
  answer((request) => (request.url.pathname === '/public/account' ? { json: { name: 'Ana Pop', email: 'ana@example.com', phone: '+40 722 123 456' } } : undefined));
  act(() => {
    updateCart({ phone: '0700 000 000' });
    logIn({ id: 1, token: 'tok', name: 'Ana Pop', delivery_addresses: [] });
  });
  try {
    await renderInShop(<CheckoutForm />, { path: '/cart/checkout' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Ana Pop'));
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('ana@example.com');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('0700 000 000');
  } finally {
    act(() => logOut());
  }
});

test('spec §5: incorrect bonus points hold the order back, on their field, until they are mended', async () => {
  answer((request) => {
    if (request.url.pathname === '/public/account') return { json: { name: 'Ana Pop', email: 'ana@example.com', phone: '+40 722 123 456' } };
    if (request.url.pathname === '/public/orders/points-offer') return { json: { loyalty_active: true, balance: 210, max_per_order: 100 } };
    if (request.url.pathname === '/public/orders') return { status: 201, json: placed };
    return undefined;
  });
  act(() => {
    setSettings({ ...someSettings(), loyalty: { active: 1 } });
    logIn({ id: 1, token: 'tok', name: 'Ana Pop', delivery_addresses: [] });
  });
  try {
    await renderInShop(<CheckoutForm />, { path: '/cart/checkout' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('ana@example.com'));
    await userEvent.click(screen.getByRole('radio', { name: /cash-pickup/ }));
    await confirmBoth();
    const points = await screen.findByRole('textbox', { name: 'Bonus points to use' });
    await userEvent.type(points, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(points).toHaveFocus());
    expect(points).toHaveAccessibleDescription(expect.stringContaining('The number of points entered is incorrect.'));
    expect(api?.requests.some((r) => r.url.pathname === '/public/orders')).toBe(false);

    await userEvent.clear(points);
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(api?.requests.some((r) => r.url.pathname === '/public/orders')).toBe(true));
  } finally {
    act(() => logOut());
  }
});

test('spec §5 messages stop the order before anything is sent', async () => {
  answer(() => undefined);
  await renderInShop(<CheckoutForm />, { path: '/cart/checkout' });
  await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));

  expect(screen.getByText('Please enter your full name.')).toBeInTheDocument();
  expect(screen.getByText('Your email address is invalid.')).toBeInTheDocument();
  expect(screen.getByText(FIELD_PROBLEM_MESSAGES.phone)).toBeInTheDocument();
  expect(screen.getByText('Choose how you will pay.')).toBeInTheDocument();
  expect(screen.getByText('Please confirm that your details are correct.')).toBeInTheDocument();
  expect(screen.getByText('Please confirm the store where you will pick up your order.')).toBeInTheDocument();
  expect(api?.requests.filter((r) => r.url.pathname.endsWith('/public/orders'))).toEqual([]);
  // One alert, the summary on top: each message is its field's description, read as the focus
  // reaches the field (the first at once), not six alerts over each other.
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Please check the highlighted fields.']);
  const name = screen.getByRole('textbox', { name: /Full name/ });
  await waitFor(() => expect(name).toHaveFocus());
  expect(name).toBeInvalid();
  expect(name).toHaveAccessibleDescription('Please enter your full name.');
  const details = screen.getByRole('checkbox', { name: 'I confirm that my details are correct' });
  expect(details).toBeInvalid();
  expect(details).toHaveAccessibleDescription('Please confirm that your details are correct.');
});

test.each([
  ['en', 'Phone', 'Place order', FIELD_PROBLEM_MESSAGES.phone, 'Please check your phone number: it is not a valid number in the chosen phone country.'],
  ['es', 'Teléfono', 'Hacer el pedido',
    'Introduce tu número de teléfono: de 6 a 15 cifras, con espacios o guiones entre ellas si quieres (puede empezar con +).',
    'Revisa tu número de teléfono: no es un número válido en el país del teléfono elegido.'],
  ['lt', 'Telefonas', 'Pateikti užsakymą',
    'Įveskite telefono numerį: nuo 6 iki 15 skaitmenų, tarp jų galima rašyti tarpus ir brūkšnelius (gali prasidėti +).',
    'Patikrinkite telefono numerį: tai nėra teisingas pasirinktos telefono šalies numeris.'],
  ['ro', 'Telefon', 'Plasează comanda',
    'Te rugăm să introduci numărul de telefon: între 6 și 15 cifre, cu spații sau cratime între ele dacă dorești (poate începe cu +).',
    'Te rugăm să verifici numărul de telefon: nu este un număr valid în țara aleasă.'],
] as const)('in %s, a phone number is refused with the sentence the account and the forms use, and one of its country apart', async (language, label, place, rule, country) => {
  answer(() => undefined);
  await renderInShop(<CheckoutForm />, { path: '/cart/checkout', language });
  const phone = await screen.findByRole('textbox', { name: new RegExp(`^${label}`) });
  await userEvent.type(phone, '12');
  await userEvent.click(screen.getByRole('button', { name: place }));
  expect(phone).toHaveAccessibleDescription(rule);
  // 6 to 15 digits, but not a number in Romania, the phone country chosen.
  await userEvent.clear(phone);
  await userEvent.type(phone, '0722 1234');
  expect(phone).toHaveAccessibleDescription(country);
  await userEvent.type(phone, '56');
  expect(phone).not.toHaveAccessibleDescription();
});

test('the age checkbox appears only for age-restricted products and is required', async () => {
  answer(() => undefined);
  act(() => $cart.set({ ...$cart.get(), products: [cartProduct({ name: 'Craft lager', age_restriction: true })] }));
  await renderInShop(<CheckoutForm />, { path: '/cart/checkout' });
  await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
  expect(screen.getByText('Please confirm your age to order these products.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm that I am at least 18 years old' }));
  expect($cart.get().age_restriction).toBe(true);
});

test('a product age-restricted since it was put in the cart: the server\'s refusal brings the age box, ticked and sent with the next try', async () => {
  const message = 'Please confirm that you are at least 18 years old to order these products.';
  const orders = () => api?.requests.filter((r) => r.url.pathname === '/public/orders') ?? [];
  answer((request) => {
    if (request.url.pathname !== '/public/orders') return undefined;
    if (orders().length > 1) return { status: 201, json: placed };
    return { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message, fields: { age_restriction: message } } };
  });
  await openFilledCheckout();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

  const box = await screen.findByRole('checkbox', { name: 'I confirm that I am at least 18 years old' });
  expect(box).toHaveAccessibleDescription(message);
  await userEvent.click(box);
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(orders()).toHaveLength(2));
  expect(orders()[1]?.body).toMatchObject({ age_restriction: true });
});

test('while the order is being placed the cart\'s lines cannot be changed: it goes as the cart was at the click', async () => {
  const message = 'Please check the order: some details need fixing.';
  let changeable: boolean | null = null;
  answer((request) => {
    if (request.url.pathname !== '/public/orders') return undefined;
    // Seen as the order leaves: a change now would not be in it, and the placed order empties the cart.
    changeable = screen.getAllByRole('button', { name: /Margherita/ }).some((button) => !(button as HTMLButtonElement).disabled);
    return { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message } };
  });
  await renderInShop(<><CartContents /><CheckoutForm /></>, { path: '/cart/checkout' });
  await screen.findByRole('heading', { name: 'Checkout' });
  await fillGuest();
  await userEvent.click(screen.getByRole('radio', { name: /cash-pickup/ }));
  await confirmBoth();
  expect(screen.getByRole('button', { name: 'Remove Margherita' })).toBeEnabled();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

  await waitFor(() => expect(changeable).toBe(false));
  // Refused, the cart is the customer's again.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Margherita' })).toBeEnabled());
  expect(screen.getByRole('button', { name: 'Increase the quantity of Margherita' })).toBeEnabled();
});

test('a checkout opened again while an order is on its way does not place it a second time', async () => {
  answer((request) => (request.url.pathname === '/public/orders' ? { status: 201, json: placed } : undefined));
  await openFilledCheckout();
  act(() => $placingOrder.set(true));
  try {
    const place = screen.getByRole('button', { name: 'Place order' });
    expect(place).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(place);
    fireEvent.submit(place.closest('form')!);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api!.requests.filter((request) => request.url.pathname === '/public/orders')).toHaveLength(0);
  } finally {
    act(() => $placingOrder.set(false));
  }
});

test('placing sends choices without prices under an Idempotency-Key, clears the cart and opens the success page', async () => {
  answer((request) => (request.url.pathname === '/public/orders' ? { status: 201, json: placed } : undefined));
  act(() => setSettings(settingsWithCutlery(1)));
  await openFilledCheckout();
  await userEvent.click(screen.getByRole('checkbox', { name: 'I would like cutlery' }));
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(`/order-success/${placed.token}`));
  const sent = api?.requests.find((r) => r.url.pathname === '/public/orders');
  expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent?.body).toMatchObject({
    store_id: 7, delivery_type: 'pickup', pickup_type: 'at_counter', name: 'Ana Pop', email: 'ana@example.com',
    phone: '0722 123 456', phone_country: 'RO', payment_method: 'cash-pickup', cutlery: true, expected_total: 23, location_confirmed: true,
    information_confirmed: true, products: [{ id: 1, quantity: 2, selected_size: null, options: [] }],
  });
  expect(JSON.stringify((sent?.body as { products: unknown }).products)).not.toContain('price');
  expect($cart.get().products).toEqual([]);
  expect($cart.get().cutlery).toBe(false);
  // The next order is confirmed anew.
  expect($confirmations.get()).toEqual({ information: false, location: null });
});

test('a line added in another tab while the order is on its way is not in it, and stays in the cart', async () => {
  const cola = cartProduct({ id: 5, name: 'Cola', quantity: 1, price: 5 });
  answer((request) => {
    if (request.url.pathname !== '/public/orders') return undefined;
    // cart-sync copies the other tab's cart, one line longer, into this one.
    $cart.set({ ...$cart.get(), products: [...$cart.get().products, cola] });
    return { status: 201, json: placed };
  });
  await openFilledCheckout();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(`/order-success/${placed.token}`));
  expect((api?.requests.find((r) => r.url.pathname === '/public/orders')?.body as { products: unknown[] }).products).toHaveLength(1);
  expect($cart.get().products).toEqual([cola]);
});

/** Settings of a brand whose website setting `cutlery` is `cutlery` (spec §3; 0 by default). */
function settingsWithCutlery(cutlery: number) {
  const settings = someSettings();
  return { ...settings, website: { ...settings.website, cutlery } };
}

test.each([1, 2])('a brand whose cutlery setting is %i offers the cutlery choice', async (cutlery) => {
  answer(() => undefined);
  act(() => setSettings(settingsWithCutlery(cutlery)));
  await renderInShop(<CheckoutForm />, { path: '/cart/checkout' });
  expect(await screen.findByRole('checkbox', { name: 'I would like cutlery' })).not.toBeChecked();
});

test('spec §9: a brand leaving cutlery at its default 0 offers no cutlery choice, and a wish kept from before is not sent', async () => {
  answer((request) => (request.url.pathname === '/public/orders' ? { status: 201, json: placed } : undefined));
  act(() => {
    setSettings(settingsWithCutlery(0));
    // Ticked while the brand still offered cutlery, kept by the cart.
    $cart.set({ ...$cart.get(), cutlery: true });
  });
  await openFilledCheckout();
  expect(screen.queryByRole('checkbox', { name: 'I would like cutlery' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(api?.requests.some((r) => r.url.pathname === '/public/orders')).toBe(true));
  expect(api?.requests.find((r) => r.url.pathname === '/public/orders')?.body).toMatchObject({ cutlery: false });
});

test('in a brand priced in yen the checkout shows and sends whole yen: the total the API stores and the card can be charged', async () => {
  answer((request) => (request.url.pathname === '/public/orders' ? { status: 201, json: placed } : undefined));
  act(() => {
    const settings = someSettings({ has_vouchers: true });
    setSettings({ ...settings, localization: { ...settings.localization, currency: 'JPY' } });
    // The cart keeps the voucher's value in cents, as the shell's cart store computes it.
    $cart.set({ ...emptyCart(), products: [cartProduct({ name: 'Bento', price: 990 })], voucher: { ...voucher(), code: 'NOBEER15', value_type: 'percent', value: 15, value_currency: 148.5 } });
  });
  await openFilledCheckout();
  // 15 % off 990 is 148.50: no half yen, so 149 off and 841 to pay, in every place it is said.
  const costs = within(screen.getByRole('region', { name: 'Cost' }));
  expect(costs.getByText('Total').nextElementSibling).toHaveTextContent(/^841 JPY$/);
  expect(screen.getByText('Voucher NOBEER15 applied: −149 JPY')).toBeInTheDocument();
  expect(screen.queryByText(/148[.,]5|841[.,]5/)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(api?.requests.some((r) => r.url.pathname === '/public/orders')).toBe(true));
  expect(api?.requests.find((r) => r.url.pathname === '/public/orders')?.body).toMatchObject({ voucher_code: 'NOBEER15', expected_total: 841 });
});

test.each([
  [true, `/integrations/payment/${placed.token}`],
  // A voucher or points cover it all: paid as placed, nothing to pay by card.
  [false, `/order-success/${placed.token}`],
])('a card order goes on to be paid only when payment is due (due: %s)', async (due, path) => {
  answer((request) => (request.url.pathname === '/public/orders' ? { status: 201, json: { ...placed, payment_method: 'card', payment_due: due } } : undefined));
  await renderInShop(<CheckoutForm />, { path: '/cart/checkout' });
  await screen.findByRole('heading', { name: 'Checkout' });
  await fillGuest();
  await userEvent.click(screen.getByRole('radio', { name: /card/ }));
  await confirmBoth();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(path));
  // Kept in the browser, for every tab, while it waits to be paid.
  expect(awaitingPaymentRoute()).toBe(due ? path : null);
  expect(localStorage.getItem('cart_checkout:awaiting-payment') !== null).toBe(due);
  forgetAwaitingPayment(placed.token);
});

test('one order per cart: the order names its saved cart, and a cart ordered already leads to that order', async () => {
  const message = 'This cart was already ordered, in this window or another one. Here is that order.';
  answer((request) => {
    if (request.url.pathname === '/public/carts') return { json: { token: 'cart-1', discount_free_products: null } };
    if (request.url.pathname === '/public/orders') return { status: 409, json: { statusCode: 409, error: 'Conflict', message, placed_order: { token: placed.token } } };
    return undefined;
  });
  // The cart was saved before the checkout opened: its token is in the cookie.
  writeCookie(CART_TOKEN_COOKIE, 'cart-1');
  const stopSync = startCartSync();
  try {
    await openFilledCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(`/order-success/${placed.token}`));
    expect(api?.requests.find((r) => r.url.pathname === '/public/orders')?.body).toMatchObject({ cart_token: 'cart-1' });
    expect($cart.get().products).toEqual([]);
    // Said once: by the API client, as for any refusal.
    expect($notifications.get().map(noticeText).filter((text) => text === message)).toHaveLength(1);
  } finally {
    stopSync();
    deleteCookie(CART_TOKEN_COOKIE);
    $notifications.set([]);
  }
});

test('another tab that places this cart while this one is placing it: the order still names the cart and leads to that order', async () => {
  const message = 'This cart was already ordered, in this window or another one. Here is that order.';
  let otherTabPlaces = false;
  api = fakeApi((request) => {
    if (request.url.pathname.endsWith('/website-settings/shop-status')) {
      // The other tab's order lands while this one refreshes the shop's status (spec §4): this tab
      // takes the new cart that tab starts, which has no token yet.
      if (otherTabPlaces) {
        otherTabPlaces = false;
        startNewCartAfterOrder();
      }
      return { json: someSettings().shop_status };
    }
    if (request.url.pathname.endsWith('/later-slots')) return { json: { days: [] } };
    if (request.url.pathname === '/public/products') return { json: [] };
    if (request.url.pathname === '/public/orders') return { status: 409, json: { statusCode: 409, error: 'Conflict', message, placed_order: { token: placed.token } } };
    return undefined;
  });
  writeCookie(CART_TOKEN_COOKIE, 'cart-1');
  // No cart left in this tab's storage by an earlier test: the sync would take it over.
  localStorage.clear();
  const stopSync = startCartSync();
  try {
    await openFilledCheckout();
    otherTabPlaces = true;
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(`/order-success/${placed.token}`));
    const orders = api.requests.filter((r) => r.url.pathname === '/public/orders');
    expect(orders.map((r) => (r.body as { cart_token: string | null }).cart_token)).toEqual(['cart-1']);
  } finally {
    stopSync();
    deleteCookie(CART_TOKEN_COOKIE);
    localStorage.clear();
    $notifications.set([]);
  }
});

test('a cart not saved yet is saved before its order, so the order names it', async () => {
  answer((request) => {
    if (request.url.pathname === '/public/carts') return { json: { token: 'cart-new', discount_free_products: null } };
    if (request.url.pathname === '/public/orders') return { status: 201, json: placed };
    return undefined;
  });
  deleteCookie(CART_TOKEN_COOKIE);
  // No cart left in this tab's storage by an earlier test: the sync would take it over.
  localStorage.clear();
  const stopSync = startCartSync();
  try {
    await openFilledCheckout();
    // A change just made: its save is still waiting for the cart to be quiet.
    act(() => updateCart({ cutlery: !$cart.get().cutlery }));
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(`/order-success/${placed.token}`));
    const paths = api!.requests.map((r) => `${r.method} ${r.url.pathname}`).filter((call) => call === 'POST /public/carts' || call === 'POST /public/orders');
    expect(paths.indexOf('POST /public/carts')).toBeLessThan(paths.indexOf('POST /public/orders'));
    expect(api!.requests.find((r) => r.url.pathname === '/public/orders')?.body).toMatchObject({ cart_token: 'cart-new' });
  } finally {
    stopSync();
    deleteCookie(CART_TOKEN_COOKIE);
    localStorage.clear();
  }
});

/** A fake API whose cart saves fail (503) until `up` says otherwise; orders are placed. */
function serveWithFailingSaves(up: () => boolean) {
  answer((request) => {
    if (request.url.pathname === '/public/carts') return up() ? { json: { token: 'cart-new', discount_free_products: null } } : { status: 503, json: { message: 'Try later.' } };
    if (request.url.pathname === '/public/orders') return { status: 201, json: placed };
    return undefined;
  });
}

/** The checkout filled in while the cart's first save fails: its retry is planned, no token yet. */
async function openFilledCheckoutWhileSavesFail() {
  const saves = () => api!.requests.filter((r) => r.url.pathname === '/public/carts').length;
  await openFilledCheckout();
  await waitFor(() => expect(saves()).toBeGreaterThan(0));
  // A retry now, failed like the others: the next one is at least a second away.
  const tried = saves();
  act(() => void window.dispatchEvent(new Event('online')));
  await waitFor(() => expect(saves()).toBeGreaterThan(tried));
}

test("a cart whose first save failed is saved at once for its order, which names it (a planned retry is not waited for)", async () => {
  let up = false;
  serveWithFailingSaves(() => up);
  deleteCookie(CART_TOKEN_COOKIE);
  localStorage.clear();
  const stopSync = startCartSync();
  try {
    await openFilledCheckoutWhileSavesFail();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(`/order-success/${placed.token}`));
    expect(api!.requests.find((r) => r.url.pathname === '/public/orders')?.body).toMatchObject({ cart_token: 'cart-new' });
  } finally {
    stopSync();
    deleteCookie(CART_TOKEN_COOKIE);
    localStorage.clear();
  }
});

test('a cart the server still fails to save is not ordered without its token: the customer is told what the server said, not to check the connection', async () => {
  serveWithFailingSaves(() => false);
  deleteCookie(CART_TOKEN_COOKIE);
  localStorage.clear();
  const stopSync = startCartSync();
  try {
    await openFilledCheckoutWhileSavesFail();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect($notifications.get().map(noticeText)).toContain('Try later.'));
    expect($notifications.get().map(noticeText)).not.toContain('Please check your internet connection.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
    expect(api!.requests.some((r) => r.url.pathname === '/public/orders')).toBe(false);
    expect($cart.get().products).toHaveLength(1);
  } finally {
    stopSync();
    deleteCookie(CART_TOKEN_COOKIE);
    localStorage.clear();
    $notifications.set([]);
  }
});

test('a refusal shows the server messages by their fields and keeps the cart', async () => {
  answer((request) =>
    request.url.pathname === '/public/orders'
      ? {
          status: 422,
          json: {
            statusCode: 422, error: 'Unprocessable Entity', message: 'Please check the order: some details need fixing.',
            fields: {
              phone: 'Please check your phone number: it is not a valid number in the chosen phone country.', for_later: 'Centre is closed for pickup now; choose a later time.',
              information_confirmed: 'Please confirm that your details are correct.',
            },
          },
        }
      : undefined,
  );
  await openFilledCheckout();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

  expect(await screen.findByText('Centre is closed for pickup now; choose a later time.')).toBeInTheDocument();
  expect(screen.getByText('Please check your phone number: it is not a valid number in the chosen phone country.')).toBeInTheDocument();
  // Spec §5's confirmation, refused by the server, is shown at its checkbox.
  expect(screen.getByRole('checkbox', { name: 'I confirm that my details are correct' })).toHaveAccessibleDescription('Please confirm that your details are correct.');
  expect($cart.get().products).toHaveLength(1);
  // The time was refused: the store's slots are read again, as they are now.
  await waitFor(() => expect(api?.requests.filter((r) => r.url.pathname.endsWith('/later-slots'))).toHaveLength(2));
});

test('refused for changed prices: the cart is priced again at its store, and the next "Place order" sends that total', async () => {
  const message = 'The prices have changed: the total is now 25 lei. Please check your order.';
  // The store's price goes up while the checkout is open: after it opened, before the order.
  let storePrice = 10;
  api = fakeApi((request) => {
    if (request.url.pathname.endsWith('/website-settings/shop-status')) return { json: someSettings().shop_status };
    if (request.url.pathname.endsWith('/later-slots')) return { json: { days: [] } };
    if (request.url.pathname === '/public/products') {
      return { json: [{ id: 1, name: 'Margherita', price: storePrice, pack_price: 1.5, sizes: [], option_groups: [], categories: [{ id: 1 }] }] };
    }
    if (request.url.pathname === '/public/orders') {
      storePrice = 11;
      return { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message, fields: { expected_total: message } } };
    }
    return undefined;
  });
  const reads = () => api!.requests.filter((r) => r.url.pathname === '/public/products');
  const orders = () => api!.requests.filter((r) => r.url.pathname === '/public/orders');
  try {
    await openFilledCheckout();
    await waitFor(() => expect(reads()).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(reads()).toHaveLength(2));
    expect(reads()[1]?.url.searchParams.toString()).toBe('product_ids=1&store_id=7&with=sizes');
    await waitFor(() => expect($cart.get().products[0]?.price).toBe(11));
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    // 2 x (11 + 1.5 packaging).
    await waitFor(() => expect(orders()).toHaveLength(2));
    expect(orders().map((r) => (r.body as { expected_total: number }).expected_total)).toEqual([23, 25]);
  } finally {
    $notifications.set([]);
  }
});

test('a closed store takes the order for a later slot from its own opening hours', async () => {
  const closed = { ...someSettings().shop_status, pickup_now: false, delivery_now: false, only_later_hours_pickup: true };
  api = fakeApi((request) => {
    if (request.url.pathname.endsWith('/website-settings/shop-status')) return { json: closed };
    if (request.url.pathname === '/public/stores/7/later-slots') {
      return { json: { days: [{ day: '2026-11-24', times: ['10:00', '10:15'] }, { day: '2026-11-25', times: ['18:30'] }] } };
    }
    if (request.url.pathname === '/public/orders') return { status: 201, json: placed };
    if (request.url.pathname === '/public/products') return { json: [] };
    return undefined;
  });
  await renderInShop(<CheckoutForm />, { path: '/cart/checkout' });

  expect(await screen.findByRole('radio', { name: 'As soon as possible (closed now)' })).toBeDisabled();
  expect(screen.getByRole('radio', { name: 'Later' })).toBeChecked();
  expect(await screen.findByRole('combobox', { name: 'Day' })).toHaveDisplayValue('Tuesday 24 November');
  expect(screen.getByRole('combobox', { name: 'Time' })).toHaveDisplayValue('10:00');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '2026-11-25');
  expect(screen.getByRole('combobox', { name: 'Time' })).toHaveDisplayValue('18:30');

  await fillGuest();
  await userEvent.click(screen.getByRole('radio', { name: /cash-pickup/ }));
  await confirmBoth();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/order-success/'));
  expect(api.requests.find((r) => r.url.pathname === '/public/orders')?.body).toMatchObject({
    for_later: true, later_day: '2026-11-25', later_time: '18:30',
  });
});

test("a language change keeps the cart's store's status: the settings' brand-wide one does not reopen it", async () => {
  const closed = { ...someSettings().shop_status, pickup_now: false, delivery_now: false };
  api = fakeApi((request) => {
    if (request.url.pathname.endsWith('/website-settings/shop-status')) return { json: closed };
    if (request.url.pathname.endsWith('/later-slots')) return { json: { days: [], today: '2026-11-25' } };
    if (request.url.pathname === '/public/products') return { json: [] };
    return undefined;
  });
  await renderInShop(<CheckoutForm />, { path: '/cart/checkout' });
  expect(await screen.findByRole('radio', { name: 'As soon as possible (closed now)' })).toBeDisabled();

  // The shell fetches the settings again in the new language; their status is the brand's: open.
  act(() => setSettings(someSettings()));
  await waitFor(() => expect(api?.requests.filter((r) => r.url.pathname.endsWith('/shop-status'))).toHaveLength(2));
  expect(await screen.findByRole('radio', { name: 'As soon as possible (closed now)' })).toBeDisabled();
});

/** A fake API with this shop status and these later slots; orders are placed. */
function serve(status: Partial<ShopStatus>, slots: LaterSlots = { days: [], today: '2026-11-25' }) {
  api = fakeApi((request) => {
    if (request.url.pathname.endsWith('/website-settings/shop-status')) return { json: { ...someSettings().shop_status, ...status } };
    if (request.url.pathname.endsWith('/later-slots')) return { json: slots };
    if (request.url.pathname === '/public/orders') return { status: 201, json: placed };
    if (request.url.pathname === '/public/products') return { json: [] };
    return undefined;
  });
}

const TWO_DAYS: LaterSlots = { days: [{ day: '2026-11-25', times: ['18:00', '18:15'] }, { day: '2026-11-26', times: ['12:00'] }], today: '2026-11-25' };

test('spec §4: the shop status is asked for once when the checkout opens, and again before placing', async () => {
  serve({});
  await openCheckout();
  await waitFor(() => expect(api?.requests.some((r) => r.url.pathname === '/public/products')).toBe(true));
  const statusCalls = () => api?.requests.filter((r) => r.url.pathname.endsWith('/shop-status')).length;
  expect(statusCalls()).toBe(1);

  await fillGuest();
  await userEvent.click(screen.getByRole('radio', { name: /cash-pickup/ }));
  await confirmBoth();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/order-success/'));
  expect(statusCalls()).toBe(2);
});

test('a store that stops taking orders for now while the form is filled in: the order is not sent for now, and the customer is told', async () => {
  let statusCalls = 0;
  api = fakeApi((request) => {
    if (request.url.pathname.endsWith('/website-settings/shop-status')) {
      statusCalls += 1;
      // Open when the checkout opens; closed for now (later still offered) when "Place order" asks again.
      return { json: { ...someSettings().shop_status, ...(statusCalls > 1 ? { pickup_now: false } : {}) } };
    }
    if (request.url.pathname.endsWith('/later-slots')) return { json: TWO_DAYS };
    if (request.url.pathname === '/public/orders') return { status: 201, json: placed };
    if (request.url.pathname === '/public/products') return { json: [] };
    return undefined;
  });
  await openCheckout();
  expect(await screen.findByRole('radio', { name: 'As soon as possible' })).toBeChecked();
  await fillGuest();
  await userEvent.click(screen.getByRole('radio', { name: /cash-pickup/ }));
  await confirmBoth();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

  // The form offers what the store takes now, an order for later, and asks for its time.
  expect(await screen.findByRole('radio', { name: 'As soon as possible (closed now)' })).toBeDisabled();
  expect(screen.getByRole('radio', { name: 'Later' })).toBeChecked();
  expect(screen.getByText('This store no longer takes orders for as soon as possible. Check the later day and time chosen, then place your order again.')).toBeInTheDocument();
  expect(screen.queryByText('This store is not taking these orders at the moment.')).not.toBeInTheDocument();
  expect(api.requests.some((r) => r.url.pathname === '/public/orders')).toBe(false);
});

test("shop_status: its message is shown, and without later hours for the service there is no \"later\"", async () => {
  serve({ message: 'We close early today at 16:00.', pickup_later: false });
  await openCheckout();
  expect(await screen.findByText('We close early today at 16:00.')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'As soon as possible' })).toBeChecked();
  expect(screen.queryByRole('radio', { name: 'Later' })).not.toBeInTheDocument();
});

test('only_later_hours_pickup: open, but only orders for later are offered', async () => {
  serve({ only_later_hours_pickup: true }, TWO_DAYS);
  await openCheckout();
  expect(await screen.findByRole('radio', { name: 'As soon as possible (only orders for later now)' })).toBeDisabled();
  expect(screen.getByRole('radio', { name: 'Later' })).toBeChecked();
  expect(await screen.findByRole('combobox', { name: 'Day' })).toHaveDisplayValue('Wednesday 25 November');
  expect($cart.get().for_later).toBe(true);
});

test('a full kitchen takes "now" away before Place order: the slots say an order now would be refused', async () => {
  serve({}, { ...TWO_DAYS, kitchen_full_now: true });
  await openCheckout();
  expect(await screen.findByRole('radio', { name: 'As soon as possible (the kitchen is fully booked)' })).toBeDisabled();
  expect(screen.getByRole('radio', { name: 'Later' })).toBeChecked();
  expect(await screen.findByRole('combobox', { name: 'Day' })).toHaveDisplayValue('Wednesday 25 November');
  expect($cart.get().for_later).toBe(true);
});

test('a chosen time no longer offered (delivery starts later) moves to the next one, and says so', async () => {
  serve({ only_later_hours_pickup: true }, TWO_DAYS);
  act(() => updateCart({ for_later: true, later_day: '2026-11-25', later_time: '17:45' }));
  await openCheckout();
  await waitFor(() => expect($cart.get()).toMatchObject({ later_day: '2026-11-25', later_time: '18:00' }));
  expect(
    await screen.findByText('The time you chose, 17:45, is not offered for this order, so 18:00 is chosen instead. Choose another time if it does not suit you.'),
  ).toBeInTheDocument();
  // Chosen by the customer, it is theirs: the note goes.
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time' }), '18:15');
  expect(screen.queryByText(/is not offered for this order/)).not.toBeInTheDocument();
});

test('with room in the kitchen (or an API that does not say) "now" stays chosen', async () => {
  serve({}, { ...TWO_DAYS, kitchen_full_now: false });
  await openCheckout();
  await waitFor(() => expect(api?.requests.some((r) => r.url.pathname.endsWith('/later-slots'))).toBe(true));
  expect(await screen.findByRole('radio', { name: 'As soon as possible' })).toBeChecked();
  expect($cart.get().for_later).toBe(false);
});

test('neither now nor later: the checkout says the store takes no such orders and sends nothing', async () => {
  serve({ pickup_now: false, pickup_later: false, message: '' });
  await openCheckout();
  expect(await screen.findByText('This store is not taking these orders at the moment.')).toBeInTheDocument();
  await fillGuest();
  await userEvent.click(screen.getByRole('radio', { name: /cash-pickup/ }));
  await confirmBoth();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
  expect(api?.requests.some((r) => r.url.pathname === '/public/orders')).toBe(false);
});

test('spec §4: a product that needs advance ordering takes "now" away, naming the product', async () => {
  serve({}, TWO_DAYS);
  act(() => $cart.set({ ...emptyCart(), products: [cartProduct({ id: 41, name: 'Whole walnut cake', price: 160, only_for_later: true })] }));
  await openCheckout();
  expect(await screen.findByRole('radio', { name: 'As soon as possible (not for this order)' })).toBeDisabled();
  expect(screen.getByText('Whole walnut cake must be ordered in advance: choose a later day and time.')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Later' })).toBeChecked();
  expect(await screen.findByRole('combobox', { name: 'Day' })).toHaveDisplayValue('Wednesday 25 November');
});

test('spec §4: a today basket is offered only today\'s times, and says why', async () => {
  serve({}, TWO_DAYS);
  act(() => $cart.set({ ...emptyCart(), for_later: true, later_day: '2026-11-26', later_time: '12:00', products: [cartProduct({ id: 42, name: 'Lunch menu of the day', today_only: true })] }));
  await openCheckout();
  expect(await screen.findByText('Lunch menu of the day is sold for today only: only today’s times are offered.')).toBeInTheDocument();
  const day = await screen.findByRole('combobox', { name: 'Day' });
  expect(within(day).getAllByRole('option').map((option) => option.textContent)).toEqual(['Wednesday 25 November']);
  // The other day chosen before is replaced by today.
  await waitFor(() => expect($cart.get()).toMatchObject({ later_day: '2026-11-25', later_time: '18:00' }));
});

test('spec §4: a today basket with no more times today says so', async () => {
  serve({ pickup_now: false }, { days: [{ day: '2026-11-26', times: ['12:00'] }], today: '2026-11-25' });
  act(() => $cart.set({ ...emptyCart(), products: [cartProduct({ id: 42, name: 'Lunch menu of the day', today_only: true })] }));
  await openCheckout();
  expect(await screen.findByText('Lunch menu of the day is sold for today only, and there are no more times today. Remove it to order for another day.')).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Day' })).not.toBeInTheDocument();
});

test('a refusal of the day (a today basket) shows under the time; the location confirmation goes with the order', async () => {
  api = fakeApi((request) => {
    if (request.url.pathname.endsWith('/website-settings/shop-status')) return { json: someSettings().shop_status };
    if (request.url.pathname.endsWith('/later-slots')) return { json: { days: [] } };
    if (request.url.pathname === '/public/products') return { json: [] };
    if (request.url.pathname === '/public/orders') {
      const message = 'Lunch menu of the day is sold for today only: choose a time today.';
      return { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message, fields: { later_day: message } } };
    }
    return undefined;
  });
  await openCheckout();
  await fillGuest();
  await userEvent.click(screen.getByRole('radio', { name: /cash-pickup/ }));
  await confirmBoth();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  expect(await screen.findByText('Lunch menu of the day is sold for today only: choose a time today.')).toBeInTheDocument();
  expect(api.requests.find((r) => r.url.pathname === '/public/orders')?.body).toMatchObject({ location_confirmed: true });
});

test('spec §5: the location confirmation names the pickup store and is asked again for another store', async () => {
  serve({});
  await openCheckout();
  await userEvent.click(await screen.findByRole('checkbox', { name: 'I confirm that I will pick up my order at Centre' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Store/ }), 'Riverside');
  expect(await screen.findByRole('checkbox', { name: 'I confirm that I will pick up my order at Riverside' })).not.toBeChecked();
  // Asked again even back at the first store: it was confirmed for another choice in between.
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Store/ }), 'Centre');
  expect(await screen.findByRole('checkbox', { name: 'I confirm that I will pick up my order at Centre' })).not.toBeChecked();
});

test('spec §5: a voucher below its own minimum blocks placing and says how much is missing', async () => {
  serve({});
  act(() => {
    setSettings(someSettings({ has_vouchers: true }));
    updateCart({ voucher: { ...voucher(), code: 'WELCOME20', value_type: 'currency', value: 20, min_order_value: 80 } });
  });
  await openCheckout();
  // 23 in the cart: 57 missing, from the shared pricing module.
  expect(screen.getByText('Voucher WELCOME20 is not applied yet: add 57 lei more to use it.')).toBeInTheDocument();
  // Said once, beside the voucher: not again under the costs.
  expect(screen.queryByText('Add 57 lei more to use this voucher (WELCOME20), or remove it.')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Place order' })).toHaveAttribute('aria-disabled', 'true');
  await fillGuest();
  await userEvent.click(screen.getByRole('radio', { name: /cash-pickup/ }));
  await confirmBoth();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  // Every field is right: the message on top says what holds the order back, not "check the fields".
  expect(screen.queryByText('Please check the highlighted fields.')).not.toBeInTheDocument();
  expect(await screen.findByText('Add 57 lei more to use this voucher (WELCOME20), or remove it.')).toBeInTheDocument();
  expect(api?.requests.some((r) => r.url.pathname === '/public/orders')).toBe(false);

  // Removing the voucher unblocks the order, and the message on top no longer names it.
  await userEvent.click(screen.getByRole('button', { name: 'Remove the voucher' }));
  expect(screen.getByRole('button', { name: 'Place order' })).not.toHaveAttribute('aria-disabled');
  expect(screen.queryByText('Add 57 lei more to use this voucher (WELCOME20), or remove it.')).not.toBeInTheDocument();
});

test('a voucher kept from before the brand turned vouchers off is dropped: nothing offers to remove it', async () => {
  serve({});
  act(() => {
    setSettings(someSettings({ has_vouchers: false }));
    updateCart({ voucher: { ...voucher(), code: 'AURORA10', value_type: 'percent', value: 10 } });
  });
  await openCheckout();
  expect($cart.get().voucher).toBeNull();
  const costs = within(screen.getByRole('region', { name: 'Cost' }));
  expect(costs.getByText('Total').nextElementSibling).toHaveTextContent('23 lei');
});

test('products the server no longer sells block placing until they are removed, said once, by the cart', async () => {
  serve({});
  act(() => $invalidCartLines.set([{ key: cartLineKey($cart.get().products[0]!), rules: ['out_of_stock'] }]));
  try {
    // The page as /cart/checkout shows it: the cart's lines, then the checkout.
    await renderInShop(<><CartContents /><CheckoutForm /></>, { path: '/cart/checkout' });
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    const sentence = 'Some products in your cart can no longer be ordered. Remove them to continue.';
    // Beside the lines and their Remove buttons, not again under the costs.
    expect(screen.getAllByText(/can no longer be ordered/)).toHaveLength(1);
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toHaveAttribute('aria-disabled', 'true');

    // A refused submit names it on top, in the same words, and sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getAllByText(/can no longer be ordered/).map((text) => text.textContent)).toEqual([sentence, sentence]);
    expect(screen.getAllByText(sentence)[1]!.closest('[role="alert"]')).toHaveTextContent('Please check the highlighted fields.');
    expect(api?.requests.some((r) => r.url.pathname === '/public/orders')).toBe(false);
  } finally {
    act(() => $invalidCartLines.set([]));
  }
});

/** Records what was scrolled into view: jsdom does not scroll. */
function watchScrolling(): jest.Mock {
  const scrolled = jest.fn();
  Element.prototype.scrollIntoView = scrolled;
  return scrolled;
}
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

test('a refused "Place order" brings the first field to fix into view and focus (a phone shows little of the form)', async () => {
  serve({});
  const scrolled = watchScrolling();
  await openCheckout();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

  const name = screen.getByRole('textbox', { name: /Full name/ });
  await waitFor(() => expect(name).toHaveFocus());
  expect(scrolled.mock.contexts.at(-1)).toBe(name);

  // Fixed, the next one: the payment method, a radio group marked as a whole.
  await fillGuest();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(screen.getByRole('radio', { name: /cash-pickup/ })).toHaveFocus());
});

test("the server's refusal is brought into view and focus, so it is seen and read out", async () => {
  answer((request) =>
    request.url.pathname === '/public/orders'
      ? { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: 'The store has just closed.' } }
      : undefined,
  );
  const scrolled = watchScrolling();
  await openCheckout();
  await fillGuest();
  await userEvent.click(screen.getByRole('radio', { name: /cash-pickup/ }));
  await confirmBoth();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

  const refusal = await screen.findByText('The store has just closed.');
  await waitFor(() => expect(document.activeElement).toContainElement(refusal));
  expect(scrolled.mock.contexts.at(-1)).toBe(document.activeElement);
});

test('spec §5: the confirmations stay ticked when the form is shown again, as on a change of language', async () => {
  serve({});
  const { unmount } = await renderInShop(<CheckoutForm />, { path: '/cart/checkout' });
  await screen.findByRole('heading', { name: 'Checkout' });
  await confirmBoth();
  // The page showed its loading state while the new language's texts came: the form was mounted again.
  unmount();
  await act(() => setLanguage('es'));
  try {
    await renderInShop(<CheckoutForm />, { path: '/cart/checkout', language: 'es' });
    expect(await screen.findByRole('checkbox', { name: 'Confirmo que recogeré mi pedido en Centre' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Confirmo que mis datos son correctos' })).toBeChecked();
    await act(() => setLanguage('en'));
    expect(await screen.findByRole('checkbox', { name: 'I confirm that I will pick up my order at Centre' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'I confirm that my details are correct' })).toBeChecked();
  } finally {
    await act(() => setLanguage('en'));
  }
});

test('"Order for pickup instead" leads on to the store to collect from', async () => {
  serve({});
  // Chosen before: an address no area delivers to.
  act(() => updateCart({ delivery_type: 'delivery', address: 'Șoseaua Pipera 4, București', geolocation: { lat: 44.505, lng: 26.12 }, delivery_area: null }));
  await openCheckout();
  await userEvent.click(await screen.findByRole('button', { name: 'Order for pickup instead' }));

  await waitFor(() => expect(screen.getByRole('combobox', { name: /Store/ })).toHaveFocus());
  expect($cart.get().delivery_type).toBe('pickup');
});

test('with the payments remote down, the checkout says it is the ways to pay that could not be loaded', async () => {
  serve({});
  provideRemoteLoader(async (_remote, module) => {
    if (module === './PaymentMethodPicker') throw new Error('payments remote unreachable');
    return { default: FakeInvitation as never };
  });
  await openCheckout();
  expect(await screen.findByText('The ways to pay could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test('with the payments remote down, an online method remembered in the cart is not placed; a way to pay on collection is', async () => {
  serve({});
  provideRemoteLoader(async (_remote, module) => {
    if (module === './PaymentMethodPicker') throw new Error('The market has no "payments" remote.');
    return { default: FakeInvitation as never };
  });
  // Chosen at an earlier visit, when the picker was there.
  act(() => updateCart({ store_id: 7, pickup_type: 'at_counter', payment_method: 'card' }));
  await openCheckout();
  await fillGuest();
  await confirmBoth();

  // Said at once, beside the ways to pay offered instead, not only once the order is refused.
  const notice = 'Online payment cannot be loaded right now: choose to pay when you get your order, or try again.';
  expect(await screen.findByText(notice)).toBeInTheDocument();
  const instead = screen.getByRole('group', { name: 'Pay when you get your order' });
  expect(within(instead).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Cash at the counter', 'Card at the counter']);

  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(screen.getByRole('radio', { name: 'Cash at the counter' })).toHaveFocus());
  expect(instead).toHaveAttribute('aria-invalid', 'true');
  expect(instead).toHaveAccessibleDescription(notice);
  expect(api?.requests.some((request) => request.url.pathname === '/public/orders')).toBe(false);

  await userEvent.click(screen.getByRole('radio', { name: 'Cash at the counter' }));
  expect(screen.queryByText(notice)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/order-success/'));
  expect(api?.requests.find((request) => request.url.pathname === '/public/orders')?.body).toMatchObject({ payment_method: 'cash-pickup' });
});

test('spec §3/§9: while the brand takes no orders (allow_ordering false) a cart kept from before is not placed, and the checkout says why', async () => {
  serve({});
  act(() => setSettings({ ...someSettings(), website: { ...someSettings().website, allow_ordering: false } }));
  await openFilledCheckout();

  expect(screen.getByText('Online ordering is closed right now: you can browse the menu, but not order.')).toBeInTheDocument();
  const place = screen.getByRole('button', { name: 'Place order' });
  expect(place).toBeDisabled();
  await userEvent.click(place);
  expect(api?.requests.some((request) => request.url.pathname === '/public/orders')).toBe(false);
});

test('WCAG 3.3.1: a refused order\'s messages follow the form as it is now: its delivery type, its language, a field put right', async () => {
  serve({});
  await openCheckout();
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  expect(screen.getByRole('checkbox', { name: 'I confirm that I will pick up my order at Centre' }))
    .toHaveAccessibleDescription('Please confirm the store where you will pick up your order.');

  await userEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
  const location = screen.getByRole('checkbox', { name: 'I confirm that the delivery address and the pin on the map are correct' });
  expect(location).toBeInvalid();
  expect(location).toHaveAccessibleDescription('Please confirm that the delivery address and the pin on the map are correct.');
  expect(screen.queryByText('Please confirm the store where you will pick up your order.')).not.toBeInTheDocument();

  try {
    await act(() => setLanguage('es'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Nombre completo/ })).toHaveAccessibleDescription('Introduce tu nombre completo.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los campos señalados.');
  } finally {
    await act(() => setLanguage('en'));
  }

  // Put right, a field is no longer marked; once none is, the summary no longer points at them.
  const details = screen.getByRole('checkbox', { name: 'I confirm that my details are correct' });
  await userEvent.click(details);
  expect(details).not.toBeInvalid();
  expect(details).not.toHaveAccessibleDescription();
  expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
});

test('WCAG 1.3.1: the checkout\'s parts are headed one level under "Checkout"', async () => {
  serve({});
  await openCheckout();
  const outline = () => screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`);
  expect(outline()).toEqual(['H2 Checkout', 'H3 Pickup', 'H3 Your details', 'H3 Extras', 'H3 Cost']);
  await userEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
  expect(outline()).toEqual(['H2 Checkout', 'H3 Delivery address', 'H3 Your details', 'H3 Extras', 'H3 Cost']);
});
