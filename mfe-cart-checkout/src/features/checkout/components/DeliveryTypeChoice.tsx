import type { DeliveryType } from 'shared-contracts/types/cart';
import { useCartTexts } from '../../../i18n/use-cart-texts';

/** Spec §4: pickup (the default) or delivery; table orders start from the table's QR code. */
export function DeliveryTypeChoice({ value, offered, onChange }: { value: DeliveryType; offered: DeliveryType[]; onChange: (type: DeliveryType) => void }) {
  const { t } = useCartTexts();
  if (offered.length < 2) return null;
  return (
    <fieldset className="checkout__choice">
      <legend className="checkout__legend">{t('checkout.deliveryType.legend')}</legend>
      {offered.map((type) => (
        <label key={type} className="checkout__option">
          <input type="radio" name="delivery_type" value={type} checked={value === type} onChange={() => onChange(type)} />
          <span>{t(`checkout.deliveryType.${type}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
