import { screen } from '@testing-library/react';
import { CheckoutForm } from '../features/checkout/components/CheckoutForm';
import { renderInShop } from './render-in-shop';

/** The checkout as the customer opens it, once its heading is in. */
export async function openCheckout(): Promise<void> {
  await renderInShop(<CheckoutForm />, { path: '/cart/checkout' });
  await screen.findByRole('heading', { name: 'Checkout' });
}
