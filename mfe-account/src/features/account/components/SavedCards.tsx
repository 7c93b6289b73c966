import { useState } from 'react';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { Button } from 'shared-contracts/ui/Button';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import { deleteSavedCard, getSavedCards, type SavedCard } from '../api/saved-card-calls';
import { useLoaded } from '../use-loaded';

/** Saved cards: brand, last four digits and expiry; delete. A deleted card is no longer used by the cart. */
export function SavedCards() {
  const { t } = useAccountTexts();
  const { data: cards, setData } = useLoaded(getSavedCards);
  const [busyId, setBusyId] = useState<number | null>(null);

  async function remove(card: SavedCard) {
    setBusyId(card.id);
    try {
      await deleteSavedCard(card.id);
      setData((cards ?? []).filter((saved) => saved.id !== card.id));
      if ($cart.get().use_credit_card_id === card.id) updateCart({ use_credit_card_id: null });
    } catch {
      // Reported by the error catalogue.
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section aria-labelledby="cards-title">
      <h2 id="cards-title">{t('cards.title')}</h2>
      {cards === null ? (
        <p aria-busy="true">{t('account.loading')}</p>
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
                <Button variant="secondary" busy={busyId === card.id} aria-label={t('cards.delete', { label })} onClick={() => remove(card)}>
                  {t('cards.delete_short')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
