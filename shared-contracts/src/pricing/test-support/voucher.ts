import type { Voucher } from '../../types/voucher';

/** A voucher for pricing tests: 10 % off everything, no minimum, valid for delivery. */
export function voucher(fields: Partial<Voucher> = {}): Voucher {
  return {
    code: 'TEST',
    value_type: 'percent',
    value: 10,
    value_currency: 0,
    category_id: null,
    exclude_category_id: null,
    no_of_free_products: 0,
    already_used_products: 0,
    already_used_modifier_options: 0,
    free_products: [],
    free_modifier_options: [],
    free_categories: [],
    min_order_value: 0,
    for_delivery: true,
    valid_from: null,
    valid_until: null,
    ...fields,
  };
}
