import { useId } from 'react';
import type { OfflinePaymentMethod } from 'shared-contracts/payments/offline-methods';
import type { DeliveryType, PaymentMethod } from 'shared-contracts/types/cart';
import { RemoteSlot } from 'shared-contracts/ui/RemoteSlot';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import { onlineWhileDown } from '../payment-picker-down';

interface PaymentStepProps {
  deliveryType: DeliveryType;
  selected: PaymentMethod | null;
  onSelect: (method: PaymentMethod | null) => void;
  /** What is wrong with the method, once the order was refused. */
  error: string | undefined;
  only?: PaymentMethod[] | undefined;
  /** usePaymentPickerDown's: the methods offered while the picker is down, and how it says so. */
  offlineInstead: OfflinePaymentMethod[] | null;
  onAvailable: (available: boolean) => void;
}

/**
 * How to pay: the payments remote's picker, or, when it could not load, the offline methods in its
 * place and why an online one chosen before cannot be placed now (said at once, not only on submit).
 */
export function PaymentStep({ deliveryType, selected, onSelect, error, only, offlineInstead, onAvailable }: PaymentStepProps) {
  const { t } = useCartTexts();
  const messageId = useId();
  const down = onlineWhileDown(selected, offlineInstead);
  const message = error ?? (down ? t(`checkout.errors.${down}`) : undefined);
  const name = (method: OfflinePaymentMethod) => t(deliveryType === 'table' ? `checkout.offlinePayment.table.${method}` : `checkout.offlinePayment.${method}`);
  return (
    <div className="checkout__section">
      <RemoteSlot
        remote="payments"
        module="./PaymentMethodPicker"
        // Down, it would say only "this part of the page": the customer is to know it is the ways to pay.
        unavailable={t('checkout.paymentUnavailable')}
        onAvailable={onAvailable}
        props={{ deliveryType, selected, onSelect, ...(error ? { error } : {}), ...(only ? { only } : {}) }}
      />
      {offlineInstead && offlineInstead.length > 0 && (
        <fieldset className="checkout__choice" aria-invalid={error ? true : undefined} aria-describedby={message ? messageId : undefined}>
          <legend className="checkout__legend">{t('checkout.offlinePayment.legend')}</legend>
          {offlineInstead.map((method) => (
            <label key={method} className="checkout__option">
              <input type="radio" name="payment_method" value={method} checked={selected === method} onChange={() => onSelect(method)} />
              <span>{name(method)}</span>
            </label>
          ))}
          {/* Not a live region: a refused order focuses the first radio, and the group's description reads it. */}
          {message && <p id={messageId} className="checkout__error">{message}</p>}
        </fieldset>
      )}
      {offlineInstead && offlineInstead.length === 0 && message && <p className="checkout__error">{message}</p>}
    </div>
  );
}
