import { groupOrderMethods } from 'shared-contracts/payments/group-order-methods';
import { findDeliveryArea } from 'shared-contracts/pricing/find-delivery-area';
import { formatMoney } from 'shared-contracts/pricing/format-money';
import type { Cart } from 'shared-contracts/types/cart';
import type { Language } from 'shared-contracts/types/language';
import type { PlaceOrderLine, PlaceOrderRequest } from 'shared-contracts/types/order';
import type { App } from '../../app-instance';
import type { GroupOrderPlacementDraft } from '../../repositories/group-orders-repository';
import { translate } from '../language';
import { groupOrderAmounts } from './group-order-amounts';
import { payersUnderCardMinimum } from './group-order-card-minimum';
import { GROUP_ORDER_CHECKOUT_TEXTS as TEXTS } from './group-order-checkout-texts';
import { reopenedIfUnplaceable } from './group-order-minimum';
import { groupOrderTopic, hashParticipantToken, newShareToken } from './participant-token';

/** What a group's order changes in the checks and sums of an order (assess-order). */
export interface GroupOrderCheckout {
  /** Every participant's lines as the server stored them: the order's lines. */
  lines: PlaceOrderLine[];
  /** The organiser's cart fields (spec §3, §6): the order is priced as their cart of every line. */
  cartFields: Pick<Cart, 'group_order' | 'group_order_admin' | 'group_order_payment_type' | 'group_order_pay_extra'>;
  placement: GroupOrderPlacementDraft;
}

type Refusals = Record<string, string>;

/**
 * The organiser places their completed group order (issue 7) as one order: one kitchen ticket,
 * one delivery, at the group's store, from the participants' lines as stored, never from the
 * browser. Refusals go into `refusals` (nothing is stored then); the shares to store with the
 * order are priced by the same function as the panel, so they are what everyone was shown. The
 * refusals are in `language`, the order request's.
 */
export async function groupOrderCheckout(
  app: App,
  body: PlaceOrderRequest,
  refusals: Refusals,
  language: Language,
): Promise<GroupOrderCheckout | null> {
  const say = (text: keyof typeof TEXTS, params: Record<string, string> = {}) => translate(TEXTS[text], language, params);
  const asked = body.group_order;
  if (!asked) return null;
  // The cart's link may be one the organiser has since replaced (another tab's): their token finds it.
  const group = await app.repositories.groupOrders.byLinkOrParticipant(asked.order_token, hashParticipantToken(asked.participant_token));
  const me = await app.repositories.groupOrders.participantByToken(hashParticipantToken(asked.participant_token));
  if (!group || !me || me.group_order_id !== group.id || !me.is_admin || me.left_at !== null) {
    refusals.group_order = say('not_organiser');
    return null;
  }
  if (group.order_id !== null) refusals.group_order = say('already_placed');
  else if (group.status !== 'completed') refusals.group_order = say('not_completed');
  if (body.store_id !== group.store_id) {
    const store = (await app.repositories.stores.all()).find((candidate) => candidate.id === group.store_id);
    refusals.store_id = store ? say('other_store', { store: store.name }) : say('another_store');
  }
  if (body.delivery_type !== group.delivery_type) {
    refusals.delivery_type = say(group.delivery_type === 'delivery' ? 'delivered' : 'picked_up');
  }
  // The fees everyone was shown were shared for the group's delivery area (the checkout's lookup).
  if (group.delivery_type === 'delivery' && body.geolocation) {
    const area = findDeliveryArea(await app.repositories.stores.deliveringAreasWithStore(), body.geolocation);
    if (area && area.id !== group.delivery_area_id) refusals.geolocation = say('outside_area');
  }
  if (body.voucher_code) refusals.voucher_code = say('voucher');
  if (body.loyalty_points > 0) refusals.loyalty_points = say('points');
  const methods = groupOrderMethods(group.payment_mode);
  if (methods && !methods.includes(body.payment_method)) {
    refusals.payment_method = say(group.payment_mode === 'split' ? 'split_card' : 'integral_methods');
  }

  const amounts = await groupOrderAmounts(app, group, 'en');
  // The order would leave that food out without a word, or hold a share under the card provider's
  // least charge, which nobody could pay (taken over once placed, it is still paid on its own):
  // refused, and the group order opened again for those concerned, as its panel would open it.
  const underCardMinimum = payersUnderCardMinimum(app, group, amounts);
  const unplaceable = amounts.members.some((member) => member.unavailable.length > 0)
    ? say('food_unavailable')
    : underCardMinimum
      ? say('share_below_card_minimum', { minimum: formatMoney(underCardMinimum.minimum, amounts.currency, undefined, language) })
      : null;
  if (!refusals.group_order && unplaceable) {
    refusals.group_order = unplaceable;
    if ((await reopenedIfUnplaceable(app, group)).status !== group.status) await app.live.changed(groupOrderTopic(group.id));
  }
  return {
    lines: amounts.members.flatMap((member) =>
      member.lines.map(({ row }) => ({ id: row.product_id, quantity: row.quantity, selected_size: row.selected_size, options: row.options })),
    ),
    cartFields: { group_order: true, group_order_admin: true, group_order_payment_type: group.payment_type, group_order_pay_extra: Number(group.pay_extra) },
    placement: {
      groupOrderId: group.id,
      shares: amounts.members.map(({ participant, share, payerId, amountDue }) => ({
        participant_id: participant.id,
        token: newShareToken(),
        subtotal: share.subtotal,
        packaging_fee: share.packagingFee,
        delivery_fee: share.deliveryFee,
        pay_extra: share.payExtra,
        total: share.total,
        payer_id: payerId,
        // Paid by the organiser: by_organizer; split: each their own card; else the order's method.
        payment_method: payerId !== participant.id ? 'by_organizer' : group.payment_mode === 'split' ? 'card' : body.payment_method,
        amount_due: amountDue,
        // Nothing to pay is nothing to wait for.
        paid_at: amountDue === 0 && payerId === participant.id ? app.now() : null,
      })),
    },
  };
}
