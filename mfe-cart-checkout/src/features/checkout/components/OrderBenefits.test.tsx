import { act, screen, waitFor, within } from '@testing-library/react';
import { useStore } from '@nanostores/react';
import { cartCostLines } from 'shared-contracts/pricing/cost-lines';
import { $cart } from 'shared-contracts/stores/cart';
import { setSettings } from 'shared-contracts/stores/settings';
import { logIn, logOut } from 'shared-contracts/stores/user';
import { emptyCart } from 'shared-contracts/types/cart';
import { cartProduct } from '../../../test-support/cart-product';
import { someSettings } from '../../../test-support/checkout-fixtures';
import { renderInShop } from '../../../test-support/render-in-shop';
import { CostLines } from './CostLines';
import { OrderBenefits } from './OrderBenefits';

function Live() {
  const cart = useStore($cart);
  return (
    <>
      <OrderBenefits cart={cart} currency="RON" onPointsIncorrect={() => undefined} />
      <CostLines lines={cartCostLines(cart)} cart={cart} />
    </>
  );
}

beforeEach(() => act(() => logIn({ id: 1, token: 'tok', name: 'Ana Pop', delivery_addresses: [] })));
afterEach(() => act(() => logOut()));

test('bonus points entered before the brand turned loyalty off are dropped: no field is left to change them', async () => {
  act(() => {
    setSettings(someSettings({ loyalty: { active: 0 } }));
    // 2 x 40 = 80 to pay, 50 of them in points kept from before.
    $cart.set({ ...emptyCart(), products: [cartProduct({ name: 'Margherita', quantity: 2, price: 40, pack_price: null })], loyalty_points: 50 });
  });
  await renderInShop(<Live />);
  const costs = within(await screen.findByRole('region', { name: 'Cost' }));
  await waitFor(() => expect($cart.get().loyalty_points).toBe(0));
  expect(costs.queryByText('Bonus points')).not.toBeInTheDocument();
  expect(costs.getByText('Total').nextElementSibling).toHaveTextContent('80 lei');
});
