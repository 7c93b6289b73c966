import { useId } from 'react';
import { usePaymentsTexts } from '../../../i18n/use-payments-texts';
import './saved-cards.css';

/** "Save this card for next time": the card is saved to the account once the payment succeeds. */
export function SaveCardCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = usePaymentsTexts();
  const id = useId();
  return (
    <div className="save-card">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={`${id}-hint`} />
      <div>
        <label className="save-card__label" htmlFor={id}>{t('savedCards.save')}</label>
        <p className="save-card__hint" id={`${id}-hint`}>{t('savedCards.saveHint')}</p>
      </div>
    </div>
  );
}
