import type { App } from '../../src/app-instance';
import { nextAddress } from './placed-order';

/** The sandbox's card that always succeeds. */
export const SUCCEEDING_CARD = { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

/** Starts paying an order or a group order's share online, as the payment page does. */
export const startPayment = (app: App, token: string) =>
  app.inject({ method: 'POST', url: '/public/payments', payload: { order_token: token }, remoteAddress: nextAddress() });

/** Pays what the token owes with the sandbox's card form. */
export const payBySandboxCard = (app: App, token: string, card_number = SUCCEEDING_CARD.card_number) =>
  app.inject({ method: 'POST', url: `/public/payments/${token}/sandbox-card`, payload: { ...SUCCEEDING_CARD, card_number }, remoteAddress: nextAddress() });

/** Starts the payment and pays it with the succeeding card; throws when either step is refused. */
export async function paidBySandboxCard(app: App, token: string): Promise<void> {
  const started = await startPayment(app, token);
  if (started.statusCode !== 201) throw new Error(`payment not started: ${started.body}`);
  const paid = await payBySandboxCard(app, token);
  if (paid.json().status !== 'succeeded') throw new Error(`card payment did not succeed: ${paid.body}`);
}
