import type { CartProduct } from 'shared-contracts/types/cart';
import { linePrice } from './line-price';

const pizza: CartProduct = {
  id: 7,
  name: 'Pizza Margherita',
  quantity: 2,
  price: 30,
  pack_price: 1.5,
  options: [
    { id: 1, price: 4, quantity: 1 },
    { id: 2, price: 2.25, quantity: 2 },
  ],
  categories: [{ id: 3 }],
  age_restriction: false,
  locked: false,
  order_product_id: null,
  sizes: [],
  selected_size: null,
};

describe('linePrice', () => {
  it('is quantity x (price + pack price + options x their quantity)', () => {
    // 2 x (30 + 1.5 + 4x1 + 2.25x2) = 2 x 40 = 80
    expect(linePrice(pizza, 'delivery')).toBe(80);
  });

  it('leaves out the pack price for table orders', () => {
    // 2 x (30 + 4 + 4.5) = 77
    expect(linePrice(pizza, 'table')).toBe(77);
  });

  it('uses the selected size price instead of the product price', () => {
    const large = {
      ...pizza,
      quantity: 1,
      options: [],
      sizes: [
        { product_store_id: 70, id: 1, name: 'Small', price: 25 },
        { product_store_id: 71, id: 2, name: 'Large', price: 42 },
      ],
      selected_size: 2,
    };
    // 1 x (42 + 1.5) = 43.5
    expect(linePrice(large, 'pickup')).toBe(43.5);
  });
});
