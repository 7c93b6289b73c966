import { useEffect, useState, type FormEvent } from 'react';
import type { OrderPaymentMethods } from 'shared-contracts/payments/payment-status';
import type { PaymentMethod } from 'shared-contracts/types/cart';
import { serverMessage, wasAnswered } from 'shared-contracts/api/server-message';
import { commonText } from 'shared-contracts/i18n/common/common-text';
import { Button } from 'shared-contracts/ui/Button';
import { usePaymentsTexts } from '../../../i18n/use-payments-texts';
import { changeOrderPaymentMethod, readOrderPaymentMethods } from '../api/order-payment-method';
import { methodChoice } from '../method-choice';
import { MethodRadioGroup } from './MethodRadioGroup';

/**
 * Spec §4 requires-payment-method, "try another method": the other methods offered for this order
 * (its delivery type, its store). The API changes the order's method; what follows is the
 * caller's (pay online again, or on to the order's success screen).
 */
export function OtherPaymentMethods({ orderToken, onChanged, onRefused }: {
  orderToken: string;
  onChanged: (changed: OrderPaymentMethods) => void;
  /** A change the API refused, after its sentence is shown. */
  onRefused?: (error: unknown) => void;
}) {
  const { t } = usePaymentsTexts();
  const [order, setOrder] = useState<OrderPaymentMethods | null>(null);
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    readOrderPaymentMethods(orderToken).then(
      (answer) => live && setOrder(answer),
      () => {
        // Without the list the card form still works; the API client told the customer why.
      },
    );
    return () => {
      live = false;
    };
  }, [orderToken]);

  const others = order ? order.methods.filter((offered) => offered.method !== order.payment_method) : [];
  if (!order || others.length === 0) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!chosen) {
      setError(t('otherMethods.choose'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      onChanged(await changeOrderPaymentMethod(orderToken, chosen));
    } catch (failure) {
      // The API's sentence, in the customer's language (the method is no longer offered, the order
      // was paid meanwhile, a payment is under way), stays under the choices; the screen's "Try
      // again" stays too.
      setError((await serverMessage(failure)) ?? commonText(wasAnswered(failure) ? 'errors.unknown' : 'errors.no_connection'));
      onRefused?.(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="other-methods" onSubmit={submit} noValidate>
      <MethodRadioGroup
        legend={t('otherMethods.legend')}
        choices={others.map((offered) => methodChoice(offered.method, order.delivery_type, t))}
        selected={chosen}
        onSelect={(method) => {
          setChosen(method);
          setError(undefined);
        }}
        error={error}
        // Both its errors appear with the focus left on the button below.
        announceError
      />
      <Button type="submit" variant="secondary" busy={busy} className="other-methods__submit">
        {t('otherMethods.submit')}
      </Button>
    </form>
  );
}
