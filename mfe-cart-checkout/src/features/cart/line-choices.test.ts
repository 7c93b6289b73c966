import { cartProduct } from '../../test-support/cart-product';
import { lineChoices } from './line-choices';

describe('lineChoices', () => {
  it('names the chosen size and the named options, with how many of each', () => {
    // As the catalog adds them: each option with the name it had on the product page.
    const options = [
      { id: 4, price: 0, quantity: 1, name: 'Medium' },
      { id: 9, price: 2, quantity: 2, name: 'Extra cheese' },
    ];
    const line = cartProduct({
      sizes: [
        { product_store_id: 10, id: 1, name: 'Small', price: 30 },
        { product_store_id: 11, id: 2, name: 'Large', price: 40 },
      ],
      selected_size: 2,
      options,
    });
    expect(lineChoices(line)).toEqual({
      size: 'Large',
      options: [
        { name: 'Medium', quantity: 1 },
        { name: 'Extra cheese', quantity: 2 },
      ],
    });
  });

  it('leaves out what it cannot name: no size chosen, options saved without a name', () => {
    const line = cartProduct({ options: [{ id: 4, price: 0, quantity: 1 }] });
    expect(lineChoices(line)).toEqual({ size: null, options: [] });
  });
});
