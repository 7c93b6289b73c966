import type { Insertable } from 'kysely';
import type { Database } from '../schema';

type VoucherRow = Insertable<Database['vouchers']>;
type VoucherSeed = Pick<VoucherRow, 'code' | 'value_type' | 'value'> &
  Partial<Omit<VoucherRow, 'free_products' | 'free_modifier_options' | 'free_categories'>> & {
    free_products?: number[];
    free_modifier_options?: number[];
    free_categories?: number[];
  };

/** A voucher valid through 2030 with nothing free, no minimum and delivery included, unless told otherwise. */
function voucher(seed: VoucherSeed): VoucherRow {
  return {
    category_id: null,
    exclude_category_id: null,
    no_of_free_products: 0,
    min_order_value: 0,
    for_delivery: true,
    valid_from: '2025-01-01',
    valid_until: '2030-12-31',
    ...seed,
    free_products: JSON.stringify(seed.free_products ?? []),
    free_modifier_options: JSON.stringify(seed.free_modifier_options ?? []),
    free_categories: JSON.stringify(seed.free_categories ?? []),
  };
}

/** One voucher of each value type (spec §3), plus one that has expired. */
export const vouchers: VoucherRow[] = [
  voucher({ code: 'AURORA10', value_type: 'percent', value: 10 }),
  // Every new account receives it (loyalty seed): that account's own, used once. The others are given
  // to no account: public promotions anyone may use.
  voucher({ code: 'WELCOME20', value_type: 'currency', value: 20, min_order_value: 80 }),
  voucher({ code: 'FREELEMONADE', value_type: 'products', value: 0, no_of_free_products: 1, free_products: [24] }),
  // Extra mozzarella (option 1 of each pizza's extra toppings) on Margherita, Diavola and Pesto verde.
  voucher({
    code: 'EXTRACHEESE',
    value_type: 'modifier_options',
    value: 0,
    no_of_free_products: 2,
    free_modifier_options: [1001, 2001, 5001],
  }),
  voucher({
    code: 'SWEETTOOTH',
    value_type: 'categories',
    value: 0,
    category_id: 8,
    no_of_free_products: 1,
    free_categories: [8],
    for_delivery: false,
  }),
  // A live percent voucher that leaves out beer and wine (category 7).
  voucher({ code: 'NOBEER15', value_type: 'percent', value: 15, exclude_category_id: 7 }),
  voucher({
    code: 'SUMMER2024',
    value_type: 'percent',
    value: 15,
    exclude_category_id: 7,
    valid_from: '2024-06-01',
    valid_until: '2024-08-31',
  }),
];
