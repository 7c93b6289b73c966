import { Type } from '@sinclair/typebox';
import { StringEnum } from '../common-schemas';

export const StaffHeaders = Type.Object({
  'x-staff-code': Type.Optional(Type.String({ maxLength: 200, description: "The store's staff code." })),
  authorization: Type.Optional(Type.String({ maxLength: 200, description: 'Bearer <staff code of the store>, when X-Staff-Code is absent.' })),
});

export const TableBoardSchema = Type.Object({
  store_id: Type.Integer(),
  store_name: Type.String(),
  orders: Type.Array(
    Type.Object({
      id: Type.Integer(),
      table_number: Type.String(),
      name: Type.String(),
      total: Type.Number(),
      informations: Type.String(),
      created_at: Type.String({ format: 'date-time' }),
      status: StringEnum(['sent_to_waiter', 'received'] as const),
      lines: Type.Array(Type.Object({ name: Type.String(), size_name: Type.Union([Type.String(), Type.Null()]), quantity: Type.Integer() })),
    }),
  ),
  requests: Type.Array(
    Type.Object({ id: Type.Integer(), table_number: Type.String(), kind: StringEnum(['waiter', 'bill'] as const), created_at: Type.String({ format: 'date-time' }) }),
  ),
  tables: Type.Array(Type.Object({ id: Type.Integer(), number: Type.String(), link: Type.String() })),
});

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
