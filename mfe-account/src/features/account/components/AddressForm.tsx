import { useEffect, useRef, useState, type FormEvent } from 'react';
import { hasStreetNumber } from 'shared-contracts/checkout/street-number';
import type { DeliveryAddress } from 'shared-contracts/types/user';
import { Button } from 'shared-contracts/ui/Button';
import { Field } from 'shared-contracts/ui/Field';
import { DELIVERY_ADDRESS_LIMITS } from 'shared-contracts/forms/field-limits';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import { saveAddress } from '../api/delivery-address-calls';
import { formError } from '../../auth/api/form-error';
import { problem, problemText, serverProblem, type FormProblem } from '../../auth/form-problem';
import { useFocusProblem } from 'shared-contracts/forms/use-focus-problem';

/**
 * The map point stays with its street: a changed street drops it (null, never a made-up 0,0), and
 * checkout's location step searches the street and places it again, as for a new address.
 */
function pointKept(address: DeliveryAddress, street: string): Pick<DeliveryAddress, 'lat' | 'lng'> {
  return street.trim() === address.address.trim() ? { lat: address.lat, lng: address.lng } : { lat: null, lng: null };
}

/** Add or edit a saved delivery address with the spec's field names (§3 "Other fields named in texts"). */
export function AddressForm({ address, onSaved, onCancel }: { address: DeliveryAddress | null; onSaved: (saved: DeliveryAddress) => void; onCancel: () => void }) {
  const { t } = useAccountTexts();
  const [values, setValues] = useState({
    address: address?.address ?? '',
    address_line2: address?.address_line2 ?? '',
    name: address?.name ?? '',
    instructions: address?.instructions ?? '',
  });
  const [error, setError] = useState<FormProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const { formRef, focusProblem } = useFocusProblem();
  // The form opens where the button was: the customer starts typing, instead of focus falling to the page.
  const streetField = useRef<HTMLInputElement>(null);
  useEffect(() => streetField.current?.focus(), []);
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.address.trim()) {
      setError(problem('errors.address_required'));
      return focusProblem();
    }
    // Spec §5 "street number required", the rule checkout refuses an order with (the server checks again).
    if (!hasStreetNumber(values.address)) {
      setError(problem('errors.street_number'));
      return focusProblem();
    }
    setError(null);
    setBusy(true);
    try {
      onSaved(await saveAddress({ ...values, ...(address ? { id: address.id, ...pointKept(address, values.address) } : {}) }));
    } catch (failure) {
      // A 422 is the server's refusal of the street; the rest the error catalogue reported. The form keeps what was typed.
      const refused = serverProblem(await formError(failure));
      if (!refused) return;
      setError(refused);
      focusProblem();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="account-form" onSubmit={submit} noValidate aria-label={address ? t('addresses.edit_title') : t('addresses.add_title')}>
      <Field ref={streetField} label={t('fields.street')} autoComplete="street-address" maxLength={DELIVERY_ADDRESS_LIMITS.address} value={values.address} onChange={set('address')} error={problemText(t, error)} required />
      <Field label={t('fields.address_line2')} maxLength={DELIVERY_ADDRESS_LIMITS.address_line2} value={values.address_line2} onChange={set('address_line2')} />
      <Field label={t('fields.location_name')} maxLength={DELIVERY_ADDRESS_LIMITS.name} value={values.name} onChange={set('name')} />
      <Field label={t('fields.instructions')} maxLength={DELIVERY_ADDRESS_LIMITS.instructions} value={values.instructions} onChange={set('instructions')} />
      <div className="account-form__actions">
        <Button type="submit" busy={busy}>
          {t('addresses.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('addresses.cancel')}
        </Button>
      </div>
    </form>
  );
}
