import { act, screen } from '@testing-library/react';
import { useStore } from '@nanostores/react';
import { DELIVERY_ADDRESS_LIMITS, ORDER_CONTACT_LIMITS, VOUCHER_CODE_MAX_LENGTH } from 'shared-contracts/forms/field-limits';
import { $cart } from 'shared-contracts/stores/cart';
import { emptyCart } from 'shared-contracts/types/cart';
import { renderInShop } from '../../test-support/render-in-shop';
import { DeliveryDetails } from '../delivery/components/DeliveryDetails';
import { VoucherField } from '../voucher/components/VoucherField';
import { GuestDetailsFields } from './components/GuestDetailsFields';

// The API's schemas read the same constants (api/test/routes/public/field-limits.test.ts): a longer
// text cannot be typed, so the API never answers it with its developer's sentence.
jest.mock('../delivery/components/DeliveryMap', () => ({ __esModule: true, default: () => null }));

async function maxLengthOf(label: RegExp, role: 'textbox' | 'combobox' = 'textbox'): Promise<number> {
  return ((await screen.findByRole(role, { name: label }) as HTMLInputElement | HTMLTextAreaElement)).maxLength;
}

it('guest details stop at the order schema limits', async () => {
  await renderInShop(
    <GuestDetailsFields values={{ name: '', email: '', phone: '', phone_country: 'RO' }} language="en" onChange={() => undefined} errors={{}} />,
  );
  expect(await maxLengthOf(/^Full name/)).toBe(ORDER_CONTACT_LIMITS.name);
  expect(await maxLengthOf(/^E-mail/)).toBe(ORDER_CONTACT_LIMITS.email);
  expect(await maxLengthOf(/^Phone(?! country)/)).toBe(ORDER_CONTACT_LIMITS.phone);
});

it('the delivery address stops at the limits of the address an account keeps', async () => {
  act(() => $cart.set({ ...emptyCart(), delivery_type: 'delivery' }));
  function Live() {
    return <DeliveryDetails cart={useStore($cart)} tileUrl="" />;
  }
  await renderInShop(<Live />);
  // The street field is a combobox over its suggestions.
  expect(await maxLengthOf(/^Street and number/, 'combobox')).toBe(DELIVERY_ADDRESS_LIMITS.address);
  expect(await maxLengthOf(/^Floor, apartment, intercom/)).toBe(DELIVERY_ADDRESS_LIMITS.address_line2);
  expect(await maxLengthOf(/^Location name/)).toBe(DELIVERY_ADDRESS_LIMITS.name);
  expect(await maxLengthOf(/^Special instructions/)).toBe(DELIVERY_ADDRESS_LIMITS.instructions);
});

it('a voucher code stops at the voucher schema limit', async () => {
  await renderInShop(<VoucherField voucher={null} currency="RON" missing={0} />);
  expect(await maxLengthOf(/^Voucher code/)).toBe(VOUCHER_CODE_MAX_LENGTH);
});
