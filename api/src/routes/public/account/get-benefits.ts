import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { answers } from '../../common-schemas';
import { signedInUser } from './signed-in-user';
import { storeIdHeader } from '../../store-id-header';
import { StoreIdHeaders } from './account-orders-schemas';
import { accountVoucherState, voucherCheckDay, type AccountVoucherState } from '../../../domain/vouchers/voucher-validity';

const BenefitsSchema = Type.Object({
  /** Spec §4: loyalty is active when the brand's loyalty flag equals 1. */
  loyalty_active: Type.Boolean(),
  points_balance: Type.Integer(),
  points_history: Type.Array(
    Type.Object({
      id: Type.Integer(),
      points: Type.Integer(),
      reason: Type.String(),
      /** Null for a referral and its taking back: the order is the friend's, not the customer's to see. */
      order_id: Type.Union([Type.Integer(), Type.Null()]),
      created_at: Type.String(),
      /** When the entry's order was placed, as the order history names it (null where order_id is). */
      order_placed_at: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  /** Percent of the paid amount credited as points, per delivery type (spec §9). */
  points_percent: Type.Object({ delivery: Type.Number(), pickup: Type.Number(), table: Type.Number() }),
  referral_points: Type.Integer(),
  referral_code: Type.String(),
  vouchers: Type.Array(
    Type.Object({
      code: Type.String(),
      value_type: Type.String(),
      value: Type.Number(),
      min_order_value: Type.Number(),
      valid_from: Type.Union([Type.String(), Type.Null()]),
      valid_until: Type.Union([Type.String(), Type.Null()]),
      /** Whether the customer can apply it today: given, not used, within its validity period. */
      valid_now: Type.Boolean(),
      /** A used voucher stays listed as used (spec §5: used once); otherwise where today stands in its period. */
      state: Type.Union([Type.Literal('valid'), Type.Literal('not_yet_valid'), Type.Literal('expired'), Type.Literal('used')]),
      used_at: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});

const LISTED_ORDER: AccountVoucherState[] = ['valid', 'not_yet_valid', 'expired', 'used'];

/** GET public/account/benefits: bonus points (balance = the ledger's sum; they never expire), vouchers (used ones too), referral. */
export function getBenefitsRoute(app: App): void {
  app.get(
    '/public/account/benefits',
    {
      schema: {
        tags: ['account'],
        summary: 'Bonus points, vouchers and referral',
        // The store the customer orders from tells the day a voucher's state is told on.
        headers: StoreIdHeaders,
        response: answers(BenefitsSchema, 400, 401),
      },
    },
    async (request) => {
      const user = await signedInUser(app, request);
      const [website, rules, history, vouchers, today] = await Promise.all([
        app.repositories.website.website(),
        app.repositories.loyalty.rules(),
        app.repositories.loyalty.history(user.id),
        app.repositories.loyalty.vouchersOf(user.id),
        voucherCheckDay(app, storeIdHeader(request.headers['x-store-id'])),
      ]);
      return {
        loyalty_active: website.loyalty_active === 1,
        points_balance: history.reduce((sum, entry) => sum + entry.points, 0),
        points_history: history.map((entry) => ({
          ...entry,
          created_at: new Date(entry.created_at).toISOString(),
          order_placed_at: entry.order_placed_at && new Date(entry.order_placed_at).toISOString(),
        })),
        points_percent: rules.pointsPercent,
        referral_points: rules.referralPoints,
        referral_code: user.referral_code ?? '',
        // A brand without vouchers lists none, though the account may hold some from before.
        vouchers: (website.has_vouchers ? vouchers : [])
          .map((voucher) => {
            const state = accountVoucherState(voucher, today);
            return { ...voucher, valid_now: state === 'valid', state, used_at: voucher.used_at && new Date(voucher.used_at).toISOString() };
          })
          // What the customer can still use comes first; newest given first within each state.
          .sort((a, b) => LISTED_ORDER.indexOf(a.state) - LISTED_ORDER.indexOf(b.state)),
      };
    },
  );
}
