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

test('a card order cancelled for not being paid in time says so, in every language, and offers nothing to pay', async () => {
  const said = {
    en: 'Cancelled: this order (28 lei) was not paid in time, so there is nothing to pay and it will not be prepared. If you still want it, please place it again.',
    es: 'Cancelado: este pedido (28 lei) no se pagó a tiempo, así que no hay nada que pagar y no se preparará. Si todavía lo quieres, vuelve a hacer el pedido.',
    lt: 'Atšaukta: šis užsakymas (28 lei) nebuvo laiku apmokėtas, todėl mokėti nieko nereikia ir jis nebus ruošiamas. Jei vis dar jo norite, pateikite užsakymą iš naujo.',
    ro: 'Anulată: această comandă (28 lei) nu a fost plătită la timp, așa că nu este nimic de plătit și nu va fi pregătită. Dacă încă o vrei, plasează comanda din nou.',
  } as const;
  for (const [language, text] of Object.entries(said) as [keyof typeof said, string][]) {
    const { unmount } = await renderInShop(<TablePayment order={{ ...CARD_ORDER, status: 'sent_to_waiter', cancelled: true }} />, { language });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    unmount();
  }
});
