import { Type, type Static } from '@sinclair/typebox';
import type { ShopStatus } from 'shared-contracts/types/shop-status';
import { assertSameShape, type SameShape } from '../../common-schemas';

export const ShopStatusSchema = Type.Object({
  delivery_now: Type.Boolean(),
  pickup_now: Type.Boolean(),
  delivery_later: Type.Boolean(),
  pickup_later: Type.Boolean(),
  has_delivery: Type.Boolean(),
  has_pickup: Type.Boolean(),
  someone_has_delivery: Type.Boolean(),
  someone_has_pickup: Type.Boolean(),
  message: Type.String({ description: 'Shown when the shop is closed; empty when open.' }),
  only_later_hours: Type.Boolean(),
  only_later_hours_pickup: Type.Boolean(),
});
assertSameShape<SameShape<Static<typeof ShopStatusSchema>, ShopStatus>>();

export const ShopStatusHeadersSchema = Type.Object({
  'x-store-id': Type.Optional(
    Type.String({ maxLength: 20, description: 'Only this store counts; empty or "null" means every store.' }),
  ),
});
