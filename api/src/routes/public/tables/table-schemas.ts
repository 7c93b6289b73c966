import { Type } from '@sinclair/typebox';
import { StringEnum } from '../../common-schemas';

export const TableLinkParams = Type.Object({ link: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$', description: "The table's QR code link." }) });

export const TableRequestKindSchema = StringEnum(['waiter', 'bill'] as const, { description: 'Call the waiter, or ask for the bill.' });

export const TableRequestSchema = Type.Object({
  id: Type.Integer(),
  kind: TableRequestKindSchema,
  created_at: Type.String({ format: 'date-time' }),
  acknowledged: Type.Boolean(),
});

export const TableSchema = Type.Object({
  table_id: Type.Integer(),
  table_number: Type.String(),
  store_id: Type.Integer(),
  store_name: Type.String(),
  takes_orders_now: Type.Boolean({ description: 'Whether an order sent from the table now is accepted (the store is open for it).' }),
  closed_message: Type.String({ description: "Why it is not, in the request's language, as the order would be refused; empty while it is." }),
  paid_off: Type.Boolean({ description: 'Something was ordered at this table and everything is paid: the bill is not asked for.' }),
  paid_off_message: Type.String({ description: "Saying so, in the request's language, as asking for the bill would be refused; empty while it is not." }),
  /** The newest call of each kind of the guests now at the table, so the screen shows "the waiter is coming". */
  requests: Type.Array(TableRequestSchema),
});

export const TableOrderStatusSchema = Type.Object({
  token: Type.String(),
  status: StringEnum(['sent_to_waiter', 'received'] as const, { description: 'Spec §4: order sent to waiter, order received.' }),
  paid: Type.Boolean({ description: 'Paid online, or confirmed paid by the staff.' }),
  cancelled: Type.Boolean({
    description: 'Cancelled because its online payment did not come in time (its points and voucher given back): nothing to pay; to be placed again if still wanted.',
  }),
  payment_under_way: Type.Boolean({ description: 'Not paid yet, but its online payment is being confirmed (processing, or checked with the bank): not to be paid again.' }),
  payment_method: Type.String({ description: 'How the customer chose to pay; an unpaid online one can still be paid from the table.' }),
  total: Type.Number(),
});
