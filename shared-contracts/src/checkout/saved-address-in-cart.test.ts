import { emptyCart, type Cart } from 'shared-contracts/types/cart';
import type { DeliveryArea } from 'shared-contracts/types/delivery-area';
import { editedSavedAddress, savedAddressDetails } from './saved-address-in-cart';

const home = { id: 4, address: 'Strada Lunga 1', address_line2: 'flat 3', name: 'Home', instructions: 'Ring twice', lat: 45.6, lng: 25.6 };
const area = { id: 2, transport_price: 5 } as DeliveryArea;
const onHome: Cart = {
  ...emptyCart(), delivery_type: 'delivery', address_id: 4, address: home.address, address_line2: 'flat 3', address_name: 'Home',
  address_instructions: 'Ring twice', geolocation: { lat: 45.6, lng: 25.6 }, delivery_area: area, transport_price: 5,
};

test("a saved address fills the cart's id, extra line, name and instructions", () => {
  expect(savedAddressDetails(home)).toEqual({ address_id: 4, address_line2: 'flat 3', address_name: 'Home', address_instructions: 'Ring twice' });
});

test('an edit at the same point takes the new values and keeps the area found there', () => {
  expect({ ...onHome, ...editedSavedAddress(onHome, { ...home, address_line2: 'flat 5', instructions: '' }) }).toEqual({ ...onHome, address_line2: 'flat 5', address_instructions: '' });
});

test('a new point leaves the cart without an area until checkout looks it up again', () => {
  const moved = { ...home, address: 'Strada Lipscani 21, București', lat: 44.4316, lng: 26.1005 };
  expect(editedSavedAddress(onHome, moved)).toMatchObject({ address: moved.address, geolocation: { lat: 44.4316, lng: 26.1005 }, delivery_area: null, transport_price: 0 });
});

test('a street saved without a point is searched for at checkout: the old point does not go with it', () => {
  const typed = { ...home, address: 'Strada Necunoscuta 7', lat: null, lng: null };
  expect(editedSavedAddress(onHome, typed)).toMatchObject({ address: 'Strada Necunoscuta 7', geolocation: null, delivery_area: null, transport_price: 0 });
});
