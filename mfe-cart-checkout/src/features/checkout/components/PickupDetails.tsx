import type { Ref } from 'react';
import type { PickupType } from 'shared-contracts/types/cart';
import type { Store } from 'shared-contracts/types/store';
import { Field } from 'shared-contracts/ui/Field';
import { useCartTexts } from '../../../i18n/use-cart-texts';

interface PickupDetailsProps {
  stores: Store[];
  storeId: number | null;
  pickupType: PickupType | null;
  onStore: (storeId: number) => void;
  onPickupType: (type: PickupType) => void;
  errors: { store?: string; pickup_type?: string };
  storeRef?: Ref<HTMLSelectElement>;
}

const PICKUP_TYPES: PickupType[] = ['at_counter', 'by_car'];

/** The store to collect from, and whether at the counter or at the car. */
export function PickupDetails({ stores, storeId, pickupType, onStore, onPickupType, errors, storeRef }: PickupDetailsProps) {
  const { t } = useCartTexts();
  const store = stores.find((candidate) => candidate.id === storeId);
  return (
    <section className="checkout__section" aria-labelledby="checkout-pickup">
      <h3 id="checkout-pickup" className="checkout__heading">{t('checkout.pickup.title')}</h3>
      <Field
        label={t('checkout.pickup.store')}
        required
        error={errors.store}
        hint={store?.address}
        render={(control) => (
          // The cart's store may pick nothing up (it was chosen for delivery): the list asks for one
          // then, rather than show the first store as chosen while the cart is at another.
          <select {...control} ref={storeRef} value={store?.id ?? ''} onChange={(event) => onStore(Number(event.target.value))}>
            {!store && <option value="">{t('checkout.pickup.choose_store')}</option>}
            {stores.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        )}
      />
      <fieldset
        className="checkout__choice"
        aria-invalid={errors.pickup_type ? true : undefined}
        aria-describedby={errors.pickup_type ? 'checkout-pickup-type-error' : undefined}
      >
        <legend className="checkout__legend">{t('checkout.pickup.type')}</legend>
        {PICKUP_TYPES.map((type) => (
          <label key={type} className="checkout__option">
            <input type="radio" name="pickup_type" value={type} checked={pickupType === type} onChange={() => onPickupType(type)} />
            <span>{t(`checkout.pickup.${type}`)}</span>
          </label>
        ))}
        {/* Not a live region: a refused order focuses the first radio, and the group's description reads it. */}
        {errors.pickup_type && <p id="checkout-pickup-type-error" className="checkout__error">{errors.pickup_type}</p>}
      </fieldset>
    </section>
  );
}
