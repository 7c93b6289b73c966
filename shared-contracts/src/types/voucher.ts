export type VoucherValueType = 'percent' | 'currency' | 'products' | 'modifier_options' | 'categories';

/** Spec §3 "Voucher". */
export interface Voucher {
  code: string;
  value_type: VoucherValueType;
  value: number;
  /** Computed: what the voucher takes off the current cart. */
  value_currency: number;
  category_id: number | null;
  exclude_category_id: number | null;
  no_of_free_products: number;
  already_used_products: number;
  already_used_modifier_options: number;
  free_products: number[];
  free_modifier_options: number[];
  free_categories: number[];
  /** A voucher may have its own minimum order (spec §5); 0 when none. */
  min_order_value: number;
  /** Whether the voucher also applies to delivery; a voucher not for delivery keeps the fee at zero (spec §9). */
  for_delivery: boolean;
  valid_from: string | null;
  valid_until: string | null;
}
