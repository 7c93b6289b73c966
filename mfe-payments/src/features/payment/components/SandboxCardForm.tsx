import { useState, type ChangeEvent, type FormEvent } from 'react';
import { SANDBOX_TEST_CARDS, isCurrentExpiry, passesLuhn } from 'shared-contracts/payments/sandbox-cards';
import type { Payment } from 'shared-contracts/payments/payment-status';
import { formatMoney } from 'shared-contracts/pricing/format-money';
import { Button } from 'shared-contracts/ui/Button';
import { Field } from 'shared-contracts/ui/Field';
import { useFocusProblem } from 'shared-contracts/forms/use-focus-problem';
import { usePaymentsTexts } from '../../../i18n/use-payments-texts';
import { paySandboxCard, type SandboxCardFields } from '../api/pay-sandbox-card';
import { expiryAsTyped, normaliseExpiry } from '../card-expiry';
import type { AfterFailedAttempt } from '../use-payment';
import { setCardSaving } from '../../saved-cards/api/saved-card-calls';
import { SaveCardCheckbox } from '../../saved-cards/components/SaveCardCheckbox';

type Errors = Partial<Record<keyof SandboxCardFields, string>>;

function checkCard(card: SandboxCardFields, t: ReturnType<typeof usePaymentsTexts>['t']): Errors {
  const errors: Errors = {};
  if (!passesLuhn(card.card_number)) errors.card_number = t('card.errors.number');
  if (!isCurrentExpiry(card.expiry, new Date())) errors.expiry = t('card.errors.expiry');
  if (!/^\d{3,4}$/.test(card.cvc)) errors.cvc = t('card.errors.cvc');
  return errors;
}

/**
 * The built-in sandbox provider's card form, with its test numbers listed: the shop runs and is
 * tested without any provider's keys. The button stays busy during an attempt; the API makes sure
 * a second press charges nothing anyway. A refused card (here or by the API) takes focus to its
 * first wrong field, so the customer is not left on "Pay" with the message above.
 */
export function SandboxCardForm({ payment, onAnswer, onRefused, canSaveCard = false }: {
  payment: Payment;
  onAnswer: (payment: Payment) => void;
  onRefused?: AfterFailedAttempt;
  canSaveCard?: boolean;
}) {
  const { t } = usePaymentsTexts();
  const [typed, setTyped] = useState<SandboxCardFields>({ card_number: '', expiry: '', cvc: '' });
  const [saveCard, setSaveCard] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const { formRef, focusProblem } = useFocusProblem();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    // Sent (and shown) as MM/YY however it was typed: "1230", "12 30", "12/2030".
    const card = { ...typed, expiry: normaliseExpiry(typed.expiry) };
    setTyped(card);
    const found = checkCard(card, t);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusProblem();
      return;
    }
    setBusy(true);
    try {
      // Told before the card pays: the API saves it once the payment is confirmed.
      if (canSaveCard) await setCardSaving(payment.order_token, saveCard);
      const result = await paySandboxCard(payment.order_token, card);
      if ('fields' in result) {
        setErrors(result.fields);
        focusProblem();
      } else {
        onAnswer(result.payment);
      }
    } catch (error) {
      // The API client has told the customer (no connection, server error, a refusal); the form stays
      // while the payment can be paid ("Pay" busy while the screen reads it again).
      await onRefused?.(error);
    } finally {
      setBusy(false);
    }
  }

  const change = (field: keyof SandboxCardFields) => (event: { target: { value: string } }) => setTyped({ ...typed, [field]: event.target.value });
  const changeExpiry = ({ target }: ChangeEvent<HTMLInputElement>) =>
    setTyped({ ...typed, expiry: expiryAsTyped(target.value, target.selectionStart === target.value.length) });
  return (
    <form ref={formRef} className="sandbox-card" onSubmit={submit} noValidate aria-label={t('card.formLabel')}>
      <Field
        label={t('card.number')}
        value={typed.card_number}
        onChange={change('card_number')}
        inputMode="numeric"
        autoComplete="cc-number"
        required
        error={errors.card_number}
      />
      <div className="sandbox-card__row">
        <Field label={t('card.expiry')} hint={t('card.expiryHint')} value={typed.expiry} onChange={changeExpiry} inputMode="numeric" autoComplete="cc-exp" required error={errors.expiry} />
        <Field label={t('card.cvc')} value={typed.cvc} onChange={change('cvc')} inputMode="numeric" autoComplete="cc-csc" required error={errors.cvc} />
      </div>
      {canSaveCard && <SaveCardCheckbox checked={saveCard} onChange={setSaveCard} />}
      <Button type="submit" busy={busy} className="sandbox-card__pay">
        {busy ? t('card.paying') : t('card.pay', { amount: formatMoney(payment.amount, payment.currency) })}
      </Button>
      <details className="sandbox-card__test-cards">
        <summary>{t('card.testCards')}</summary>
        <p>{t('card.testCardsHint')}</p>
        <ul>
          {SANDBOX_TEST_CARDS.map((test) => (
            <li key={test.number}>
              <code>{test.number}</code> — {t(`card.outcome.${test.outcome}`)}
            </li>
          ))}
        </ul>
      </details>
    </form>
  );
}
