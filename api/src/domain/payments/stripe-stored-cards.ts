import Stripe from 'stripe';
import type { PaymentProvider, StoredCard } from './payment-provider';
import { statusOfIntent } from './stripe-provider';

/** The card a PaymentIntent was paid with, when it was set up for future use on a Customer. */
function storedCardOfIntent(intent: Stripe.PaymentIntent): StoredCard | null {
  const method = intent.payment_method;
  if (!intent.setup_future_usage || !intent.customer || typeof method !== 'object' || !method?.card) return null;
  const { brand, last4, exp_month, exp_year } = method.card;
  return { provider_reference: method.id, brand, last4, exp_month, exp_year };
}

/**
 * Stripe's saved cards (issue 6): a card is saved during a payment by giving the PaymentIntent the
 * customer's Stripe Customer and setup_future_usage, so Stripe attaches the PaymentMethod to that
 * Customer once the payment succeeds; a saved card pays a later PaymentIntent confirmed on the
 * server, with a redirect when the bank asks for 3-D Secure.
 */
export function stripeStoredCards(stripe: Stripe): Required<Pick<PaymentProvider, 'keepCardForLater' | 'storedCardOf' | 'chargeStoredCard' | 'forgetStoredCard' | 'forgetCustomer'>> {
  async function customerOf(owner: { userId: number; name: string; email: string | null; customerReference: string | null }): Promise<string> {
    if (owner.customerReference) return owner.customerReference;
    const customer = await stripe.customers.create(
      { name: owner.name, ...(owner.email ? { email: owner.email } : {}), metadata: { user_id: String(owner.userId) } },
      // A retry after a lost answer gets the same Customer, not a second one.
      { idempotencyKey: `shop-customer-${owner.userId}` },
    );
    return customer.id;
  }

  return {
    async keepCardForLater(intentId, owner, keep) {
      if (!keep) {
        await stripe.paymentIntents.update(intentId, { setup_future_usage: '' });
        return { customerReference: owner.customerReference };
      }
      const customer = await customerOf(owner);
      // on_session: the customer is there when a saved card pays (the payment screen).
      await stripe.paymentIntents.update(intentId, { customer, setup_future_usage: 'on_session' });
      return { customerReference: customer };
    },

    async storedCardOf(intentId) {
      return storedCardOfIntent(await stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] }));
    },

    async chargeStoredCard(intentId, { reference, customerReference }, returnUrl) {
      // A saved PaymentMethod belongs to its Customer: the intent must name the same one.
      if (customerReference) await stripe.paymentIntents.update(intentId, { customer: customerReference });
      try {
        const intent = await stripe.paymentIntents.confirm(intentId, { payment_method: reference, return_url: returnUrl });
        return { ...statusOfIntent(intent), redirectUrl: intent.next_action?.redirect_to_url?.url ?? null };
      } catch (error) {
        // A declined card is an answer about the payment, not a failure to ask.
        if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) return { ...statusOfIntent(error.payment_intent), redirectUrl: null };
        throw error;
      }
    },

    async forgetStoredCard(reference) {
      await stripe.paymentMethods.detach(reference);
    },

    async forgetCustomer(customerReference) {
      // Deleting a Customer at Stripe also detaches every PaymentMethod kept on it.
      await stripe.customers.del(customerReference);
    },
  };
}
