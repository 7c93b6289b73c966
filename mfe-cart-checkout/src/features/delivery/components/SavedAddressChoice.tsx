import type { Cart } from 'shared-contracts/types/cart';
import type { DeliveryAddress } from 'shared-contracts/types/user';
import { Field } from 'shared-contracts/ui/Field';
import { useCartTexts } from '../../../i18n/use-cart-texts';

interface SavedAddressChoiceProps {
  addresses: DeliveryAddress[];
  cart: Cart;
  onChoose: (address: DeliveryAddress | null) => void;
}

/** A signed-in customer's saved delivery addresses (spec §3), chosen instead of typing one again. */
export function SavedAddressChoice({ addresses, cart, onChoose }: SavedAddressChoiceProps) {
  const { t } = useCartTexts();
  return (
    <Field
      label={t('delivery.saved.label')}
      render={(control) => (
        <select
          {...control}
          value={cart.address_id ?? ''}
          onChange={(event) => onChoose(addresses.find((address) => address.id === Number(event.target.value)) ?? null)}
        >
          <option value="">{t('delivery.saved.new')}</option>
          {addresses.map((address) => (
            <option key={address.id} value={address.id}>
              {address.name ? `${address.name}: ${address.address}` : address.address}
            </option>
          ))}
        </select>
      )}
    />
  );
}
