import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useStore } from '@nanostores/react';
import { configureApi } from 'shared-contracts/api/client';
import { $cart } from 'shared-contracts/stores/cart';
import { emptyCart } from 'shared-contracts/types/cart';
import type { Voucher } from 'shared-contracts/types/voucher';
import { cartProduct } from '../../../test-support/cart-product';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderInShop } from '../../../test-support/render-in-shop';
import { missingForVoucher } from 'shared-contracts/pricing/voucher-minimum';
import { VoucherField } from './VoucherField';
import { $typedVoucherCode } from '../typed-voucher-code';

const NOBEER15: Voucher = {
  code: 'NOBEER15', value_type: 'percent', value: 15, value_currency: 0, category_id: null, exclude_category_id: 7,
  no_of_free_products: 0, already_used_products: 0, already_used_modifier_options: 0, free_products: [],
  free_modifier_options: [], free_categories: [], min_order_value: 0, for_delivery: true, valid_from: null, valid_until: null,
};

function Live() {
  const cart = useStore($cart);
  return <VoucherField voucher={cart.voucher} currency="RON" missing={missingForVoucher(cart.voucher, cart)} />;
}

const WELCOME20: Voucher = { ...NOBEER15, code: 'WELCOME20', value_type: 'currency', value: 20, exclude_category_id: null, min_order_value: 80 };

let api: ReturnType<typeof fakeApi>;
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  act(() => $typedVoucherCode.set(''));
  api = fakeApi((request) => {
    const { code } = request.body as { code: string };
    if (code === 'welcome20') return { json: WELCOME20 };
    if (code === 'friends5') return { status: 422, json: { statusCode: 422, error: 'x', message: 'This voucher belongs to an account: sign in to use it.' } };
    if (code === 'silent') return { status: 422, json: {} };
    return code === 'nobeer15' ? { json: NOBEER15 } : { status: 422, json: { statusCode: 422, error: 'x', message: 'This voucher code is not valid.' } };
  });
});
afterEach(() => api.restore());

test('a percent voucher leaves the excluded category out of its value', async () => {
  act(() => $cart.set({ ...emptyCart(), products: [
    cartProduct({ id: 1, price: 32, categories: [{ id: 1 }] }),
    cartProduct({ id: 33, name: 'Craft lager', price: 16, categories: [{ id: 7 }] }),
  ] }));
  await renderInShop(<Live />);
  await userEvent.type(await screen.findByRole('textbox', { name: 'Voucher code' }), 'nobeer15');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  // 15% of the pizza's 32 only.
  expect(await screen.findByText('Voucher NOBEER15 applied: −4.80 lei')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Remove the voucher' }));
  expect($cart.get().voucher).toBeNull();
});

test('an unknown code, and a voucher worth nothing on this cart, are not kept', async () => {
  act(() => $cart.set({ ...emptyCart(), products: [cartProduct({ id: 33, price: 16, categories: [{ id: 7 }] })] }));
  await renderInShop(<Live />);
  await userEvent.type(await screen.findByRole('textbox', { name: 'Voucher code' }), 'nope');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('This voucher code is not valid.')).toBeInTheDocument();

  await userEvent.clear(screen.getByRole('textbox', { name: 'Voucher code' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Voucher code' }), 'nobeer15');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText(/does not apply to the products in your cart/)).toBeInTheDocument();
  expect($cart.get().voucher).toBeNull();
});

test('a voucher below its own minimum stays, waiting, and says how much more the order needs', async () => {
  act(() => $cart.set({ ...emptyCart(), products: [cartProduct({ id: 24, name: 'Lemonade', price: 14 })] }));
  await renderInShop(<Live />);
  await userEvent.type(await screen.findByRole('textbox', { name: 'Voucher code' }), 'welcome20');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  // 80 - 14 = 66, from the shared pricing module.
  expect(await screen.findByText('Voucher WELCOME20 is not applied yet: add 66 lei more to use it.')).toBeInTheDocument();
  expect($cart.get().voucher).toMatchObject({ code: 'WELCOME20', value_currency: 0 });
});

test.each([
  ['es', 'El vale WELCOME20 aún no se aplica: añade 42,50 lei más para usarlo.'],
  ['lt', 'Kuponas WELCOME20 dar nepritaikytas: pridėkite dar 42,50 lei, kad galėtumėte jį naudoti.'],
  ['ro', 'Voucherul WELCOME20 nu este încă aplicat: adaugă încă 42.50 lei ca să-l folosești.'],
] as const)('in %s, a voucher below its minimum says it is not applied yet', async (language, text) => {
  act(() => $cart.set({ ...emptyCart(), voucher: { ...WELCOME20, value_currency: 0 }, products: [cartProduct({ id: 24, name: 'Lemonade', price: 37.5 })] }));
  await renderInShop(<Live />, { language });
  // The digits as the language writes them ("42,50" in Spanish) are Price's own concern.
  expect(await screen.findByText((content) => content.replace(/42[.,]50/, '42,50') === text.replace(/42[.,]50/, '42,50'))).toBeInTheDocument();
});

test("the API's reason for refusing a voucher is shown as it came; without one, the checkout's own words", async () => {
  act(() => $cart.set({ ...emptyCart(), products: [cartProduct({ id: 1, price: 32 })] }));
  await renderInShop(<Live />);
  const field = await screen.findByRole('textbox', { name: 'Voucher code' });
  await userEvent.type(field, 'friends5');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('This voucher belongs to an account: sign in to use it.')).toBeInTheDocument();
  expect($cart.get().voucher).toBeNull();

  await userEvent.clear(field);
  await userEvent.type(field, 'silent');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('This voucher code is not valid.')).toBeInTheDocument();
});

test('the keyboard follows the voucher: applied with Enter it is on Remove, removed it is back on the code', async () => {
  act(() => $cart.set({ ...emptyCart(), products: [cartProduct({ id: 1, price: 32, categories: [{ id: 1 }] })] }));
  await renderInShop(<Live />);
  await userEvent.type(await screen.findByRole('textbox', { name: 'Voucher code' }), 'nobeer15{Enter}');
  expect(await screen.findByRole('button', { name: 'Remove the voucher' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByRole('textbox', { name: 'Voucher code' })).toHaveFocus();
});

test.each([
  ['en', '', 'Apply', 'Voucher code', 'Please enter a voucher code.'],
  ['es', '   ', 'Aplicar', 'Código del vale', 'Escribe el código del vale.'],
] as const)('in %s, Apply without a code says so on the field, keeps the keyboard there, and asks nothing', async (language, typed, apply, label, message) => {
  act(() => $cart.set({ ...emptyCart(), products: [cartProduct({ id: 1, price: 32 })] }));
  await renderInShop(<Live />, { language });
  const field = await screen.findByRole('textbox', { name: label });
  if (typed) await userEvent.type(field, typed);
  await userEvent.click(screen.getByRole('button', { name: apply }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveFocus();
  expect(api.requests).toEqual([]);
});

test('a code typed but not applied is still in its field after a reload, and gone once applied', async () => {
  act(() => $cart.set({ ...emptyCart(), products: [cartProduct({ id: 1, price: 90 })] }));
  const first = await renderInShop(<Live />);
  await userEvent.type(await screen.findByRole('textbox', { name: 'Voucher code' }), 'welcome20');
  expect(sessionStorage.getItem('cart_checkout:voucher-code')).toBe('welcome20');
  first.unmount();

  await renderInShop(<Live />);
  expect(await screen.findByRole('textbox', { name: 'Voucher code' })).toHaveValue('welcome20');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  await screen.findByRole('button', { name: 'Remove the voucher' });
  expect(sessionStorage.getItem('cart_checkout:voucher-code')).toBe('');
});
