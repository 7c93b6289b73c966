import { screen } from '@testing-library/react';
import type { Payment } from 'shared-contracts/payments/payment-status';
import { renderInShop } from '../../../test-support/render-in-shop';
import { PaymentStatusMessage } from './PaymentStatusMessage';

const failed = (changes: Partial<Payment>): Payment => ({
  order_token: 'StatusStatusStatusStatusStatus12', store_id: 1, method: 'card', provider: 'stripe', status: 'requires_payment_method', amount: 28, currency: 'EUR',
  client_secret: 'pi_3QyZt2_secret_Xb7nq2', provider_payment_id: 'pi_3QyZt2', public_key: 'pk_test_51Qy', failure: 'Your card was declined.', failure_code: 'card_declined',
  group_order_link: null, ...changes,
});

const render = (payment: Payment) => renderInShop(<PaymentStatusMessage payment={payment} onCheckAgain={async () => null} otherMethods={false} />, { language: 'lt' });

test('a Lithuanian customer reads why the payment failed in Lithuanian', async () => {
  await render(failed({}));
  expect(await screen.findByText('Priežastis: Jūsų kortelė atmesta.')).toBeInTheDocument();
});

test('a code the screen has no text for (a payment stored before the API mapped Stripe\'s codes) reads as the general reason in Lithuanian, not in the provider\'s English', async () => {
  await render(failed({ failure_code: 'generic_decline' }));
  expect(await screen.findByText('Priežastis: Mokėjimo užbaigti nepavyko.')).toBeInTheDocument();
  expect(screen.queryByText(/Your card was declined/)).not.toBeInTheDocument();
});
