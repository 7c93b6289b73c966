import { useRef } from 'react';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import { deleteSavedCard, getSavedCards, type SavedCard } from '../api/saved-card-calls';
import { useLoaded } from '../use-loaded';
import { ConfirmStep } from 'shared-contracts/ui/ConfirmStep';
import { Loading } from './Loading';

/** Saved cards: brand, last four digits and expiry; delete once confirmed. A deleted card is no longer used by the cart. */
export function SavedCards() {
  const { t } = useAccountTexts();
  const { data: cards, setData, failed, reload } = useLoaded(getSavedCards);
  const heading = useRef<HTMLHeadingElement>(null);

  /** A failure is reported by the error catalogue and rejects: the row shows its delete button again. */
  async function remove(card: SavedCard) {
    await deleteSavedCard(card.id);
    // The list as it is now: another card deleted while this one waited has gone from it too.
    setData((list) => (list ?? []).filter((saved) => saved.id !== card.id));
    if ($cart.get().use_credit_card_id === card.id) updateCart({ use_credit_card_id: null });
    // The row and its buttons are gone: focus goes back to the start of the list.
    heading.current?.focus();
  }

  return (
    <section aria-labelledby="cards-title">
      <h2 id="cards-title" ref={heading} tabIndex={-1}>{t('cards.title')}</h2>
      {cards === null ? (
        <Loading failed={failed} onRetry={reload} />
      ) : cards.length === 0 ? (
        <p className="account-muted">{t('cards.empty')}</p>
      ) : (
        <ul className="account-list">
          {cards.map((card) => {
            const label = t('cards.card', { brand: card.brand.toUpperCase(), last4: card.last4 });
            return (
              <li key={card.id} className="account-list__item">
                <span>
                  {label} <span className="account-muted">{t('cards.expires', { month: String(card.exp_month).padStart(2, '0'), year: card.exp_year })}</span>
                </span>
                <ConfirmStep
                  texts={{ action: t('cards.delete_short'), actionLabel: t('cards.delete', { label }), question: t('cards.confirm'), questionLabel: t('cards.confirm_label', { label }), yes: t('confirm_delete.yes'), keep: t('confirm_delete.keep') }}
                  onConfirm={() => remove(card)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
