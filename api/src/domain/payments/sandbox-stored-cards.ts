import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SANDBOX_TEST_CARDS, digitsOf } from 'shared-contracts/payments/sandbox-cards';
import type { Database } from '../../db/schema';
import type { PaymentProvider, SandboxCard, StoredCard, StoredCardCharge } from './payment-provider';

const NOT_KEPT = 'The sandbox does not know this saved card.';

/** The sandbox's test cards are all Visa; the first digit names the usual brands for any other. */
function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

function expiryOf(expiry: string): { exp_month: number; exp_year: number } | null {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(expiry.trim());
  return match ? { exp_month: Number(match[1]), exp_year: 2000 + Number(match[2]) } : null;
}

/**
 * The sandbox's saved cards, the way a real provider keeps PaymentMethods: every test card it
 * charges is written in its book (last four digits, brand, expiry; never the number), so a card
 * the customer asked to save can be found after the payment and charged again later. Wraps the
 * sandbox's chargeCard; a kept card is charged through it with its test number again.
 */
export function sandboxStoredCards(
  db: Kysely<Database>,
  sandbox: Required<Pick<PaymentProvider, 'chargeCard'>>,
): Required<Pick<PaymentProvider, 'chargeCard' | 'storedCardOf' | 'chargeStoredCard'>> {
  async function remember(paymentId: string, card: SandboxCard): Promise<void> {
    const digits = digitsOf(card.number);
    const expiry = expiryOf(card.expiry);
    if (!expiry || !SANDBOX_TEST_CARDS.some((test) => digitsOf(test.number) === digits)) return;
    const charge = await db
      .selectFrom('sandbox_charges')
      .select('id')
      .where('payment_id', '=', paymentId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!charge) return;
    await db
      .insertInto('sandbox_payment_methods')
      .values({ id: `sbx_pm_${randomBytes(12).toString('base64url')}`, charge_id: charge.id, brand: brandOf(digits), last4: digits.slice(-4), ...expiry })
      .onConflict((oc) => oc.column('charge_id').doNothing())
      .execute();
  }

  return {
    async chargeCard(paymentId, card) {
      const answer = await sandbox.chargeCard(paymentId, card);
      await remember(paymentId, card);
      return answer;
    },

    async storedCardOf(paymentId): Promise<StoredCard | null> {
      const kept = await db
        .selectFrom('sandbox_charges')
        .innerJoin('sandbox_payment_methods', 'sandbox_payment_methods.charge_id', 'sandbox_charges.id')
        .select(['sandbox_payment_methods.id', 'brand', 'last4', 'exp_month', 'exp_year'])
        .where('sandbox_charges.payment_id', '=', paymentId)
        .where('sandbox_charges.outcome', 'in', ['succeeded', 'processing'])
        .orderBy('sandbox_charges.created_at', 'desc')
        .executeTakeFirst();
      return kept ? { provider_reference: kept.id, brand: kept.brand, last4: kept.last4, exp_month: kept.exp_month, exp_year: kept.exp_year } : null;
    },

    async chargeStoredCard(paymentId, { reference }): Promise<StoredCardCharge> {
      const kept = await db.selectFrom('sandbox_payment_methods').selectAll().where('id', '=', reference).executeTakeFirst();
      const test = kept && SANDBOX_TEST_CARDS.find((candidate) => digitsOf(candidate.number).endsWith(kept.last4));
      if (!kept || !test) return { status: 'requires_payment_method', failure: NOT_KEPT, failureCode: 'card_not_kept', redirectUrl: null };
      const expiry = `${String(kept.exp_month).padStart(2, '0')}/${String(kept.exp_year % 100).padStart(2, '0')}`;
      return { ...(await sandbox.chargeCard(paymentId, { number: test.number, expiry, cvc: '' })), redirectUrl: null };
    },
  };
}
