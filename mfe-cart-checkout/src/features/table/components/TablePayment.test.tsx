import { act, screen } from '@testing-library/react';
import { setSettings } from 'shared-contracts/stores/settings';
import { someSettings } from '../../../test-support/checkout-fixtures';
import { renderInShop } from '../../../test-support/render-in-shop';
import type { TableOrder } from '../api/table-calls';
import { TablePayment } from './TablePayment';

const CARD_ORDER: TableOrder = { token: 'card-order-token', status: 'received', paid: false, payment_under_way: false, payment_method: 'card', total: 28 };

beforeEach(() => act(() => setSettings(someSettings())));

test('an unpaid card order is offered to be paid online', async () => {
  await renderInShop(<TablePayment order={CARD_ORDER} />);
  expect(await screen.findByRole('link', { name: 'Pay 28 lei now' })).toBeInTheDocument();
});

test('a card order whose payment is being confirmed says so, in every language, and offers no second payment', async () => {
  const said = {
    en: 'Payment of 28 lei is being confirmed. There is no need to pay again.',
    es: 'Estamos confirmando el pago de 28 lei. No hace falta volver a pagar.',
    lt: 'Mokėjimas (28 lei) tvirtinamas. Mokėti dar kartą nereikia.',
    ro: 'Plata de 28 lei este în curs de confirmare. Nu este nevoie să plătești din nou.',
  } as const;
  for (const [language, text] of Object.entries(said) as [keyof typeof said, string][]) {
    const { unmount } = await renderInShop(<TablePayment order={{ ...CARD_ORDER, payment_under_way: true }} />, { language });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    unmount();
  }
});
