import type { Kysely } from 'kysely';
import type { Voucher } from 'shared-contracts/types/voucher';
import type { Database } from '../db/schema';
import { voucherValidity, type VoucherValidity } from '../domain/vouchers/voucher-validity';

export function vouchersRepository(db: Kysely<Database>) {
  return {
    /** Where a code stands on `day`, to tell the customer why it was refused: null for no such code. */
    async validityOf(code: string, day: string): Promise<VoucherValidity | null> {
      const row = await db
        .selectFrom('vouchers')
        .select(['valid_from', 'valid_until'])
        .where((eb) => eb(eb.fn('upper', ['code']), '=', code.trim().toUpperCase()))
        .executeTakeFirst();
      return row ? voucherValidity(row, day) : null;
    },
    /**
     * The voucher behind a code as the shop defines it, if valid on `day` (YYYY-MM-DD).
     * Carts carry a copy of the voucher; the server trusts only this one (ARCHITECTURE §3.5).
     */
    async findValid(code: string, day: string): Promise<Voucher | null> {
      const row = await db
        .selectFrom('vouchers')
        .selectAll()
        .where((eb) => eb(eb.fn('upper', ['code']), '=', code.trim().toUpperCase()))
        .executeTakeFirst();
      if (!row) return null;
      if (voucherValidity(row, day) !== 'valid') return null;
      return {
        code: row.code,
        value_type: row.value_type,
        value: Number(row.value),
        value_currency: 0,
        category_id: row.category_id,
        exclude_category_id: row.exclude_category_id,
        no_of_free_products: row.no_of_free_products,
        already_used_products: 0,
        already_used_modifier_options: 0,
        free_products: row.free_products,
        free_modifier_options: row.free_modifier_options,
        free_categories: row.free_categories,
        min_order_value: Number(row.min_order_value),
        for_delivery: row.for_delivery,
        valid_from: row.valid_from,
        valid_until: row.valid_until,
      };
    },
  };
}
