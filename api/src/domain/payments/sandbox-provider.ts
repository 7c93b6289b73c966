import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SANDBOX_TEST_CARDS, digitsOf } from 'shared-contracts/payments/sandbox-cards';
import type { Database } from '../../db/schema';
import type { PaymentProvider, ProviderStatus } from './payment-provider';
import { sandboxStoredCards } from './sandbox-stored-cards';

/** How long the "processing" test card stays processing before it succeeds. */
export const DEFAULT_SANDBOX_SETTLE_MS = 3000;

const DECLINED = 'Your card was declined.';
const NOT_VERIFIED = 'We could not verify this payment with your bank.';
const NOT_A_TEST_CARD = 'The sandbox takes only its test card numbers; this card was declined.';

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

/**
 * The built-in provider, the default when no provider keys are set: it keeps its own books in the
 * database (sandbox_payments, sandbox_charges), as a real provider would on its side, and decides
 * each charge from the test card number (shared-contracts/payments/sandbox-cards).
 */
export function sandboxProvider(db: Kysely<Database>, now: () => Date, settleMs = DEFAULT_SANDBOX_SETTLE_MS): PaymentProvider {
  async function statusOf(paymentId: string): Promise<ProviderStatus> {
    const charge = await db
      .selectFrom('sandbox_charges')
      .selectAll()
      .where('payment_id', '=', paymentId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!charge) return { status: 'awaiting_payment', failure: null };
    if (charge.outcome === 'processing') {
      const settled = now().getTime() >= new Date(charge.settles_at).getTime();
      return { status: settled ? 'succeeded' : 'processing', failure: null };
    }
    if (charge.outcome === 'requires_payment_method') {
      return charge.card_last4 === '----'
        ? { status: 'requires_payment_method', failure: NOT_A_TEST_CARD, failureCode: 'not_a_test_card' }
        : { status: 'requires_payment_method', failure: DECLINED, failureCode: 'card_declined' };
    }
    if (charge.outcome === 'error_checking') return { status: 'error_checking', failure: NOT_VERIFIED, failureCode: 'not_verified' };
    return { status: 'succeeded', failure: null };
  }

  const sandbox = {
    name: 'sandbox',
    method: 'card',
    publicKey: null,

    async createPayment({ amount, currency, idempotencyKey }) {
      await db
        .insertInto('sandbox_payments')
        .values({ id: id('sbx_pay'), idempotency_key: idempotencyKey, amount, currency })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .execute();
      const payment = await db
        .selectFrom('sandbox_payments')
        .select('id')
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirstOrThrow();
      return { providerPaymentId: payment.id, clientSecret: null };
    },

    retrieve: statusOf,

    async chargeCard(paymentId, card) {
      const current = await statusOf(paymentId);
      // A paid or settling payment is never charged again, whatever the browser sends.
      if (current.status === 'succeeded' || current.status === 'processing') return current;
      const digits = digitsOf(card.number);
      const test = SANDBOX_TEST_CARDS.find((candidate) => digitsOf(candidate.number) === digits);
      await db
        .insertInto('sandbox_charges')
        .values({
          id: id('sbx_ch'),
          payment_id: paymentId,
          card_last4: test ? digits.slice(-4) : '----',
          outcome: test?.outcome ?? 'requires_payment_method',
          settles_at: new Date(now().getTime() + (test?.outcome === 'processing' ? settleMs : 0)),
        })
        .execute();
      return statusOf(paymentId);
    },
  } satisfies PaymentProvider;
  // Saved cards (issue 6): the sandbox keeps the test cards it charged, as a real provider would.
  return { ...sandbox, ...sandboxStoredCards(db, sandbox) };
}
