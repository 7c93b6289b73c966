import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $cart } from 'shared-contracts/stores/cart';
import { emptyCart } from 'shared-contracts/types/cart';
import { cartProduct } from '../../../test-support/cart-product';
import { renderInShop } from '../../../test-support/render-in-shop';
import { CartContents } from './CartContents';

afterEach(() => act(() => $cart.set(emptyCart())));

// WCAG 4.1.3: a line removed or its quantity changed in place is said, with what the cart holds now.
describe('CartContents, told to a screen reader', () => {
  it('says a quantity change and a removal in one live region, there (empty) before it speaks', async () => {
    const user = userEvent.setup();
    act(() =>
      $cart.set({
        ...emptyCart(),
        products: [cartProduct({ id: 1, name: 'Spaghetti carbonara', price: 39.5 }), cartProduct({ id: 2, name: 'Lemonade', price: 8 })],
      }),
    );
    await renderInShop(<CartContents />);
    await screen.findByRole('list', { name: 'Products in your cart' });
    // The change's region and the invalid lines' one, both empty.
    const regions = screen.getAllByRole('status');
    for (const region of regions) expect(region).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Increase the quantity of Spaghetti carbonara' }));
    const saying = () => screen.getAllByRole('status').filter((region) => region.textContent !== '');
    const [status] = saying();
    expect(regions).toContain(status);
    expect(status).toHaveTextContent('Spaghetti carbonara: 2. Cart, 3 items, 87 lei');
    // The number alone is not said as well: the one status says it all.
    expect(saying()).toEqual([status]);

    await user.click(screen.getByRole('button', { name: 'Remove Lemonade' }));
    expect(status).toHaveTextContent('Lemonade removed. Cart, 2 items, 79 lei');

    await user.click(screen.getByRole('button', { name: 'Remove Spaghetti carbonara' }));
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Spaghetti carbonara removed. Cart, 0 items, 0 lei');
  });

  it('says it in the language of the page', async () => {
    const user = userEvent.setup();
    act(() => $cart.set({ ...emptyCart(), products: [cartProduct({ name: 'Limonada', quantity: 2, price: 8.5 })] }));
    await renderInShop(<CartContents />, { language: 'es' });

    await user.click(await screen.findByRole('button', { name: 'Eliminar Limonada' }));
    expect(screen.getByRole('status')).toHaveTextContent('Se ha eliminado Limonada del carrito. Carrito, 0 productos, 0 lei');
  });
});
