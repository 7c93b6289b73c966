import { cartProduct } from '../../test-support/cart-product';
import { linesNotOrdered } from './lines-not-ordered';

const margherita = cartProduct({ id: 1, name: 'Margherita', quantity: 2 });
const cola = cartProduct({ id: 5, name: 'Cola', quantity: 1 });

test('the lines the order sent are gone; a line added meanwhile stays', () => {
  expect(linesNotOrdered([margherita, cola], [margherita])).toEqual([cola]);
});

test('a line whose quantity grew meanwhile keeps what was added', () => {
  expect(linesNotOrdered([{ ...margherita, quantity: 3 }], [margherita])).toEqual([{ ...margherita, quantity: 1 }]);
});

test('the same product with other options is another line', () => {
  const extraCheese = { ...margherita, options: [{ id: 9, price: 2, quantity: 1 }] };
  expect(linesNotOrdered([margherita, extraCheese], [margherita])).toEqual([extraCheese]);
});

test('nothing changed: nothing is left', () => {
  expect(linesNotOrdered([margherita], [margherita])).toEqual([]);
});
