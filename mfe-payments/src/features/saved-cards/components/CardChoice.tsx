import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Payment } from 'shared-contracts/payments/payment-status';
import type { SavedCard } from 'shared-contracts/types/saved-card';
import { formatMoney } from 'shared-contracts/pricing/format-money';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { Button } from 'shared-contracts/ui/Button';
import { usePaymentsTexts } from '../../../i18n/use-payments-texts';
import { ProviderForm, type PaypalForm } from '../../payment/components/ProviderForm';
import type { AfterFailedAttempt } from '../../payment/use-payment';
import { payWithSavedCard } from '../api/saved-card-calls';
import { preselectedCard } from '../preselected-card';
import { useSavedCards } from '../use-saved-cards';
import './saved-cards.css';

const NEW_CARD = 'new' as const;

/**
 * How a payable order is paid: a signed-in customer with saved cards picks one of them (spec §3:
 * the cart's use_credit_card_id; a current one is chosen first) or a new card; everyone else gets
 * the provider's form, with "Save this card for next time" for a customer who can save it.
 */
export function CardChoice({ payment, onAnswer, onRefused, paypalForm }: {
  payment: Payment;
  onAnswer: (payment: Payment) => void;
  /** An attempt that failed (already told by the API client); resolves whether the failure stands. */
  onRefused?: AfterFailedAttempt;
  paypalForm?: PaypalForm;
}) {
  const { t } = usePaymentsTexts();
  const saved = useSavedCards(payment);
  const cartCardId = useStore($cart).use_credit_card_id;
  // The customer's own choice on this screen (a saved card's id, or NEW_CARD); null until they choose.
  const [picked, setPicked] = useState<number | typeof NEW_CARD | null>(null);
  const [busy, setBusy] = useState(false);
  const cards = saved?.cards ?? [];
  const preselected = preselectedCard(cards, cartCardId, new Date());
  const selected = picked === NEW_CARD ? null : (cards.find((card) => card.id === picked) ?? preselected);

  // While cards are offered, the cart names the one on screen, or none for a new card (not an
  // expired card it still named).
  const selectedId = selected?.id ?? null;
  const offered = cards.length > 0;
  useEffect(() => {
    if (offered && selectedId !== cartCardId) updateCart({ use_credit_card_id: selectedId });
  }, [offered, selectedId, cartCardId]);

  if (!saved) return <div className="payment-page__form--loading" aria-busy="true" />;
  if (cards.length === 0) return <ProviderForm payment={payment} onAnswer={onAnswer} onRefused={onRefused} canSaveCard={saved.can_save} paypalForm={paypalForm} />;

  const label = (card: SavedCard) => t('savedCards.card', { brand: card.brand.toUpperCase(), last4: card.last4 });

  async function pay(card: SavedCard) {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await payWithSavedCard(payment.order_token, card.id);
      // The bank wants the customer first (3-D Secure); its page brings them back to the provider return.
      if (answer.redirect_url) window.location.assign(answer.redirect_url);
      else onAnswer(answer.payment);
    } catch (error) {
      // The API client has told the customer; the choice stays while the payment can be paid (a
      // payment under way shows as processing instead, with no card to pay it again).
      await onRefused?.(error);
    } finally {
      setBusy(false);
    }
  }

  const choose = (id: number | null) => {
    setPicked(id ?? NEW_CARD);
    updateCart({ use_credit_card_id: id });
  };
  return (
    <div className="card-choice">
      <fieldset className="card-choice__cards">
        <legend className="card-choice__legend">{t('savedCards.legend')}</legend>
        {cards.map((card) => (
          <label key={card.id} className="card-choice__option">
            <input type="radio" name="saved_card" value={card.id} checked={selected?.id === card.id} onChange={() => choose(card.id)} />
            <span>
              <span className="card-choice__name">{label(card)}</span>
              <span className="card-choice__hint">{t('savedCards.expires', { month: String(card.exp_month).padStart(2, '0'), year: card.exp_year })}</span>
            </span>
          </label>
        ))}
        <label className="card-choice__option">
          <input type="radio" name="saved_card" value={NEW_CARD} checked={!selected} onChange={() => choose(null)} />
          <span className="card-choice__name">{t('savedCards.newCard')}</span>
        </label>
      </fieldset>
      {selected ? (
        <Button busy={busy} className="card-choice__pay" onClick={() => void pay(selected)}>
          {busy ? t('card.paying') : t('savedCards.pay', { amount: formatMoney(payment.amount, payment.currency), card: label(selected) })}
        </Button>
      ) : (
        <ProviderForm payment={payment} onAnswer={onAnswer} onRefused={onRefused} canSaveCard={saved.can_save} paypalForm={paypalForm} />
      )}
    </div>
  );
}
