import type Stripe from 'stripe';
import { statusOfIntent } from '../../../src/domain/payments/stripe-provider';
import { recorded } from '../../helpers/recorded';

/** An intent whose last attempt Stripe declined with this error. */
const declined = (error: Partial<Stripe.PaymentIntent.LastPaymentError>) =>
  statusOfIntent({ status: 'requires_payment_method', last_payment_error: { type: 'card_error', message: 'Your card was declined.', ...error } as Stripe.PaymentIntent.LastPaymentError });

describe('statusOfIntent: a failed payment gives the screen a reason it has words for', () => {
  it('Stripe\'s most common decline (card_declined, generic_decline) is a declined card; Stripe\'s words stay for the staff', () => {
    expect(declined({ code: 'card_declined', decline_code: 'generic_decline' })).toEqual({
      status: 'requires_payment_method', failure: 'Your card was declined.', failureCode: 'card_declined',
    });
  });

  it.each(['do_not_honor', 'lost_card', 'stolen_card', 'fraudulent', 'card_velocity_exceeded'])('any other decline code (%s) is a declined card', (decline_code) => {
    expect(declined({ code: 'card_declined', decline_code }).failureCode).toBe('card_declined');
  });

  it('a decline the shop has its own reason for keeps it', () => {
    expect(statusOfIntent({ status: 'requires_payment_method', last_payment_error: recorded('stripe/card-declined-error.json') }).failureCode).toBe('insufficient_funds');
    expect(declined({ code: 'expired_card' }).failureCode).toBe('expired_card');
    expect(declined({ code: 'incorrect_cvc', decline_code: 'incorrect_cvc' }).failureCode).toBe('incorrect_cvc');
    expect(declined({ code: 'payment_intent_authentication_failure', type: 'invalid_request_error' }).failureCode).toBe('not_verified');
  });

  it('an error that is no decline (processing_error) gives the general reason', () => {
    expect(declined({ code: 'processing_error', message: 'An error occurred while processing your card.' })).toEqual({
      status: 'requires_payment_method', failure: 'An error occurred while processing your card.', failureCode: 'payment_failed',
    });
  });

  it('nothing failed, no reason', () => {
    expect(statusOfIntent({ status: 'succeeded', last_payment_error: null })).toEqual({ status: 'succeeded', failure: null, failureCode: null });
  });
});
