import type { Cart } from 'shared-contracts/types/cart';
import { Field } from 'shared-contracts/ui/Field';
import { useCartTexts } from '../../../i18n/use-cart-texts';

interface OrderExtrasProps {
  cart: Cart;
  ageLimit: number;
  /** Whether the brand offers a cutlery choice (spec §3 website settings `cutlery`, 0 by default). */
  cutleryOffered: boolean;
  /** The pickup store's name, for the pickup location confirmation. */
  storeName: string;
  informationConfirmed: boolean;
  locationConfirmed: boolean;
  onChange: (patch: Partial<Cart>) => void;
  onInformationConfirmed: (confirmed: boolean) => void;
  onLocationConfirmed: (confirmed: boolean) => void;
  errors: { age?: string; informationConfirmed?: string; locationConfirmed?: string };
}

export function Checkbox({ label, checked, onChange, error, id }: { label: string; checked: boolean; onChange: (checked: boolean) => void; error?: string | undefined; id: string }) {
  return (
    <div className="checkout__checkbox">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      <label htmlFor={id}>{label}</label>
      {/* Not a live region: a refused order focuses the first invalid box, which reads it. */}
      {error && <p id={`${id}-error`} className="checkout__error">{error}</p>}
    </div>
  );
}

/** Notes, cutlery, contactless delivery, promotion consent and the spec §5 confirmations (location and information). */
export function OrderExtras(props: OrderExtrasProps) {
  const { cart, ageLimit, cutleryOffered, storeName, informationConfirmed, locationConfirmed, onChange, onInformationConfirmed, onLocationConfirmed, errors } = props;
  const { t } = useCartTexts();
  // The server's refusal too: a product age-restricted since it was put in the cart may still say
  // otherwise on its line (until it is read again), and the box is the only way to confirm.
  const ageRestricted = cart.products.some((product) => product.age_restriction) || errors.age !== undefined;
  const delivery = cart.delivery_type === 'delivery';
  return (
    <section className="checkout__section" aria-labelledby="checkout-extras">
      <h3 id="checkout-extras" className="checkout__heading">{t('checkout.extras.title')}</h3>
      <Field
        label={t('checkout.extras.informations')}
        hint={t('checkout.extras.informationsHint')}
        render={(control) => (
          <textarea {...control} rows={3} maxLength={1000} value={cart.informations}
            onChange={(event) => onChange({ informations: event.target.value })} />
        )}
      />
      {cutleryOffered && (
        <Checkbox id="checkout-cutlery" label={t('checkout.extras.cutlery')} checked={cart.cutlery} onChange={(cutlery) => onChange({ cutlery })} />
      )}
      {delivery && (
        <Checkbox id="checkout-contactless" label={t('checkout.extras.contactless')} checked={cart.contactless_delivery}
          onChange={(contactless_delivery) => onChange({ contactless_delivery })} />
      )}
      <Checkbox id="checkout-promotion" label={t('checkout.extras.promotion')} checked={cart.accept_promotion}
        onChange={(accept_promotion) => onChange({ accept_promotion })} />
      {ageRestricted && (
        <Checkbox id="checkout-age" label={t('checkout.extras.age', { age: ageLimit })} checked={cart.age_restriction}
          onChange={(age_restriction) => onChange({ age_restriction })} error={errors.age} />
      )}
      <Checkbox
        id="checkout-location"
        label={delivery ? t('checkout.extras.locationConfirmedDelivery') : t('checkout.extras.locationConfirmedPickup', { store: storeName })}
        checked={locationConfirmed}
        onChange={onLocationConfirmed}
        error={errors.locationConfirmed}
      />
      <Checkbox id="checkout-information" label={t('checkout.extras.informationConfirmed')} checked={informationConfirmed}
        onChange={onInformationConfirmed} error={errors.informationConfirmed} />
    </section>
  );
}
