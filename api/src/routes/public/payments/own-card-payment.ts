import type { FastifyRequest } from 'fastify';
import type { App } from '../../../app-instance';
import { accountMessage } from '../../../domain/account/account-messages';
import type { PaymentProvider } from '../../../domain/payments/payment-provider';
import { HttpError } from '../../../http-error';
import type { PayableOrder, PaymentRow } from '../../../repositories/payments-repository';
import type { UserRow } from '../../../repositories/users-repository';
import { signedInUser } from '../account/signed-in-user';
import { startedPaymentOf } from './payable-order';

export interface OwnCardPayment {
  user: UserRow;
  order: PayableOrder;
  payment: PaymentRow;
  /** The card provider that made this payment; null when it is not a card payment of the current provider. */
  provider: PaymentProvider | null;
  /** The order was placed with the signed-in customer's account. */
  own: boolean;
}

/** Refuses a visitor before reading anything else (the saved-card calls need an account). */
export function signedInFirst(app: App) {
  return async (request: FastifyRequest) => {
    await signedInUser(app, request);
  };
}

/** The signed-in customer, the order named by its token, its started payment and its card provider. */
export async function ownCardPaymentOf(app: App, request: FastifyRequest, orderToken: string): Promise<OwnCardPayment> {
  const user = await signedInUser(app, request);
  const { order, payment } = await startedPaymentOf(app, request, orderToken);
  const card = app.paymentProviders.card;
  const provider = payment.method === 'card' && card?.name === payment.provider && payment.provider_payment_id ? card : null;
  return { user, order, payment, provider, own: order.user_id === user.id };
}

/** Cards are saved to, and paid from, the account that placed the order only. */
export function requireOwnOrder(request: FastifyRequest, { own }: OwnCardPayment): void {
  if (!own) throw new HttpError(403, accountMessage(request, 'card_saving_not_yours'));
}
