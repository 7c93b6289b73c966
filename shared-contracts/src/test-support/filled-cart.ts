import { emptyCart, type Cart } from 'shared-contracts/types/cart';
import { cartProduct } from 'shared-contracts/pricing/test-support/cart-product';
import { deliveryArea } from 'shared-contracts/pricing/test-support/delivery-area';
import { voucher } from 'shared-contracts/pricing/test-support/voucher';

/**
 * A cart with every field away from its default, for the spec §4 transitions that reset only the
 * fields they list (after an order, leaving a group order, logout): a field reset by mistake shows.
 * Typed as a whole Cart, so a new cart field must be given a value here and so decided on there.
 * The voucher's value is already what the products make of it, so no store action recomputes it.
 */
export function filledCart(): Cart {
  return {
    store_id: 2,
    name: 'Ana Pop',
    phone: '0712345678',
    phone_country: 'RO',
    group_order: true,
    order_token: 'order-token',
    participant_token: 'participant-token',
    group_order_payment_type: 'total',
    group_order_admin: true,
    group_order_pay_extra: 3,
    group_order_payment_mode: 'integral',
    address_id: 8,
    address: 'Strada Lipscani 21',
    address_line2: 'ap. 4',
    address_name: 'Home',
    address_instructions: 'ring twice',
    use_credit_card_id: 5,
    geolocation: { lat: 44.43, lng: 26.1 },
    discount: { name: 'Friday', value: 1 },
    discount_free_products: { name: 'FREE', value: 2 },
    delivery_area: deliveryArea(),
    transport_price: 7,
    products: [cartProduct({ only_for_later: true })],
    informations: 'no onions',
    accept_promotion: true,
    tos: true,
    age_restriction: true,
    contactless_delivery: true,
    cutlery: true,
    payment_method: 'card',
    voucher: voucher({ value_type: 'currency', value: 5, value_currency: 5 }),
    delivery_type: 'delivery',
    pickup_type: 'by_car',
    only_for_later: true,
    for_later: true,
    later_day: '2026-11-23',
    later_time: '19:30',
    loyalty_points: 30,
    table_id: 3,
    table_number: '3',
    table_link: 'table-3',
    stripe_client_secret: 'pi_secret',
    traffic_source: 'newsletter',
  };
}

/** filledCart() with `fields` back at their emptyCart() values: what a reset of exactly those leaves. */
export function filledCartWithReset(...fields: (keyof Cart)[]): Cart {
  const empty = emptyCart();
  return { ...filledCart(), ...Object.fromEntries(fields.map((field) => [field, empty[field]])) };
}
