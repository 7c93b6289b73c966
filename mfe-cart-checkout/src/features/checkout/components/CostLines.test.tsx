import { screen, within } from '@testing-library/react';
import { cartCostLines } from 'shared-contracts/pricing/cost-lines';
import { deliveryArea } from 'shared-contracts/pricing/test-support/delivery-area';
import { voucher } from 'shared-contracts/pricing/test-support/voucher';
import { emptyCart, type Cart } from 'shared-contracts/types/cart';
import { cartProduct } from '../../../test-support/cart-product';
import { renderInShop } from '../../../test-support/render-in-shop';
import { CostLines } from './CostLines';

// Spaghetti carbonara 36 with 1.50 packaging, and a house lemonade 14 (product 24), as in the shop.
const products = [
  cartProduct({ id: 8, name: 'Spaghetti carbonara', price: 36, pack_price: 1.5 }),
  cartProduct({ id: 24, name: 'House lemonade', price: 14 }),
];

/** The cost lines as read: label and amount, top to bottom (a deduction like "−14 lei" read as -14). */
async function renderCosts(fields: Partial<Cart>): Promise<[string, number][]> {
  const cart: Cart = { ...emptyCart(), products, ...fields };
  await renderInShop(<CostLines lines={cartCostLines(cart)} cart={cart} />);
  const costs = within(await screen.findByRole('region', { name: 'Cost' }));
  return costs.getAllByRole('term').map((term) => [
    term.textContent ?? '',
    Number((term.nextElementSibling?.textContent ?? '').replace('−', '-').replace(/[^\d.-]/g, '')),
  ]);
}

/** Each total is the sum of the lines since the previous total. */
function expectTotalsToAddUp(rows: [string, number][], totals: string[]) {
  let sum = 0;
  for (const [label, amount] of rows) {
    if (totals.includes(label)) {
      expect([label, amount]).toEqual([label, Math.round(sum * 100) / 100]);
      sum = amount;
    } else {
      sum += amount;
    }
  }
}

const TOTALS = ['Subtotal', 'Total with benefits', 'Total'];

test('a free product comes off once, before the subtotal, so the lines add up (FREELEMONADE)', async () => {
  const rows = await renderCosts({ voucher: voucher({ code: 'FREELEMONADE', value_type: 'products', value: 0, no_of_free_products: 1, free_products: [24] }) });
  // 36 + 14 = 50; + 1.50 packaging - 14 lemonade = 37.50
  expect(rows).toEqual([
    ['Total products', 50],
    ['Packaging fee', 1.5],
    ['Free products', -14],
    ['Subtotal', 37.5],
    ['Total', 37.5],
  ]);
  expectTotalsToAddUp(rows, TOTALS);
});

test('a delivery with a voucher and bonus points: benefits off the subtotal, then the delivery fee', async () => {
  const rows = await renderCosts({
    delivery_type: 'delivery',
    delivery_area: deliveryArea({ transport_price: 7 }),
    voucher: voucher({ code: 'TEN', value_type: 'percent', value: 10 }),
    loyalty_points: 3,
  });
  // subtotal 36 + 14 + 1.50 = 51.50; voucher 10 % of the products 50 = 5; 51.50 - 5 - 3 = 43.50; + 7 = 50.50
  expect(rows).toEqual([
    ['Total products', 50],
    ['Packaging fee', 1.5],
    ['Subtotal', 51.5],
    ['Voucher TEN', -5],
    ['Bonus points', -3],
    ['Total with benefits', 43.5],
    ['Delivery fee', 7],
    ['Total', 50.5],
  ]);
  expectTotalsToAddUp(rows, TOTALS);
});

test('without packaging or free items the subtotal stands alone', async () => {
  const rows = await renderCosts({ products: [cartProduct({ price: 20, quantity: 2 })] });
  expect(rows).toEqual([
    ['Subtotal', 40],
    ['Total', 40],
  ]);
});

test('amounts follow the one spec §9 rule, whole ones without ".00", and deductions carry the true minus sign, spoken as a word', async () => {
  const cart: Cart = { ...emptyCart(), products, voucher: voucher({ code: 'TEN', value_type: 'percent', value: 10 }) };
  await renderInShop(<CostLines lines={cartCostLines(cart)} cart={cart} />);
  const costs = within(await screen.findByRole('region', { name: 'Cost' }));

  expect(costs.getByText('Total products').nextElementSibling).toHaveTextContent(/^50 lei$/);
  const voucherLine = costs.getByText('Voucher TEN').nextElementSibling as HTMLElement;
  // 10 % of 50 (packaging is not a product).
  expect(voucherLine).toHaveTextContent(/^−minus 5 lei$/);
  expect(within(voucherLine).getByText('−')).toHaveAttribute('aria-hidden', 'true');
  expect(voucherLine.textContent).not.toContain('-');
});

test('a delivery without a delivery area (no address yet, or one nobody delivers to) shows no delivery fee, not "0 lei"', async () => {
  const rows = await renderCosts({ delivery_type: 'delivery', delivery_area: null });
  expect(rows.map(([label]) => label)).not.toContain('Delivery fee');
  expect(rows.at(-1)).toEqual(['Total', 51.5]);
});

test("a group order's delivery fee is shown even at 0: it is the organiser's to pay or shared out", async () => {
  const rows = await renderCosts({ delivery_type: 'delivery', delivery_area: null, group_order: true, group_order_admin: false });
  expect(rows).toContainEqual(['Delivery fee', 0]);
});
