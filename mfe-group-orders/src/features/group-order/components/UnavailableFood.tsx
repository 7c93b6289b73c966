import type { Participant } from 'shared-contracts/types/group-order';
import { Button } from 'shared-contracts/ui/Button';
import { useTexts } from '../../../i18n/use-texts';

/**
 * The participant's food the store no longer sells as chosen: left out of the sums and the order
 * by the API, so it is named here with why, never dropped without a word. Its owner removes it
 * (while they may change their lines) and chooses something else.
 */
export function UnavailableFood({ participant, mine, editable, busy, remove }: { participant: Participant; mine: boolean; editable: boolean; busy: boolean; remove: (orderProductId: number) => void }) {
  const { t } = useTexts();
  if (participant.unavailable_products.length === 0) return null;
  return (
    <div className="go-notice" role="note">
      <p>{mine ? t('panel.unavailable_mine') : t('panel.unavailable_theirs', { name: participant.name })}</p>
      <ul className="go-lines">
        {participant.unavailable_products.map(({ order_product_id, reason }) => (
          <li key={order_product_id} className="go-line">
            <span>{reason}</span>
            {editable && (
              <Button variant="link" busy={busy} aria-label={t('line.remove_unavailable', { reason })} onClick={() => remove(order_product_id)}>
                {t('line.remove')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
