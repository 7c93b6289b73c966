import { useEffect, useRef, useState, type FormEvent } from 'react';
import { hasStreetNumber } from 'shared-contracts/checkout/street-number';
import { useKeptState } from 'shared-contracts/forms/use-kept-state';
import type { AddressSuggestion } from 'shared-contracts/types/address';
import type { DeliveryAddress } from 'shared-contracts/types/user';
import { AddressSuggestions, useAddressSearch, useSuggestionCombobox, type AddressSearchAnswer } from 'shared-contracts/ui/AddressSuggestions';
import { Button } from 'shared-contracts/ui/Button';
import { Field } from 'shared-contracts/ui/Field';
import { DELIVERY_ADDRESS_LIMITS } from 'shared-contracts/forms/field-limits';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import { saveAddress } from '../api/delivery-address-calls';
import { formError } from '../../auth/api/form-error';
import { problem, problemText, serverProblem, type FormProblem } from '../../auth/form-problem';
import { useFocusProblem } from 'shared-contracts/forms/use-focus-problem';
import { streetPoint, type StreetSearch } from './street-point';
import { keptAddressForm, keptAddressValues } from './kept-address-form';

/** Add or edit a saved delivery address with the spec's field names (§3 "Other fields named in texts"). */
export function AddressForm({
  keptAs,
  address: given,
  onSaved,
  onCancel,
  onGone,
}: {
  /** Where what is typed is kept for the tab (use-kept-state); the list forgets it when the form closes. */
  keptAs?: string;
  address: DeliveryAddress | null;
  onSaved: (saved: DeliveryAddress) => void;
  onCancel: () => void;
  /** The address edited here was deleted meanwhile (another tab or window). */
  onGone: (id: number) => void;
}) {
  const { t } = useAccountTexts();
  // As the form opened on it: deleted meanwhile (onGone), the list drops it, and its street keeps its point.
  const [address] = useState(given);
  // Deleted meanwhile: what was typed is kept, and saving adds it as a new address.
  const [gone, setGone] = useState(false);
  const edited = gone ? null : address;
  const [keptKey] = useState(() => keptAs ?? keptAddressValues(keptAddressForm(), String(address?.id ?? 'new')));
  const [values, setValues] = useKeptState(keptKey, {
    address: address?.address ?? '',
    address_line2: address?.address_line2 ?? '',
    name: address?.name ?? '',
    instructions: address?.instructions ?? '',
  });
  const [error, setError] = useState<FormProblem | null>(null);
  // A suggestion chosen without a number: the focus stays in the street field, so this one is said as it appears.
  const [chosenProblem, setChosenProblem] = useState<FormProblem | null>(null);
  const [busy, setBusy] = useState(false);
  // Spec §5 "chosen from the suggestions": what the search offered and answered for the street typed.
  // A street kept from before (use-kept-state) counts as typed: it is searched, to be chosen from.
  const [typed, setTyped] = useState(() => values.address !== (address?.address ?? ''));
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [search, setSearch] = useState<StreetSearch>({ chosen: null, answered: null });
  const { formRef, focusProblem } = useFocusProblem();
  // The form opens where the button was: the customer starts typing, instead of focus falling to the page.
  const streetField = useRef<HTMLInputElement>(null);
  useEffect(() => streetField.current?.focus(), []);
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value }));

  const chosenNow = search.chosen !== null && search.chosen.label === values.address;
  useAddressSearch(values.address, typed && !chosenNow, (answer: AddressSearchAnswer) => {
    // Without a map here a city or a landmark cannot be placed: only streets are offered.
    const streets = answer === 'failed' ? [] : answer.filter((suggestion) => suggestion.kind !== 'place');
    setSuggestions(streets);
    const outcome = answer === 'failed' ? 'failed' : streets.length === 0 ? 'not_found' : 'found';
    setSearch((before) => ({ ...before, answered: { query: values.address, outcome } }));
    // Asked to choose before the answer came, and there is nothing to choose: the street may be saved as typed.
    if (outcome !== 'found') setError((shown) => (shown && 'key' in shown && shown.key === 'errors.choose_suggestion' ? null : shown));
  });

  function typeStreet(street: string) {
    setTyped(true);
    setValues((v) => ({ ...v, address: street }));
    setError(null);
  }

  function choose(suggestion: AddressSuggestion) {
    setSuggestions([]);
    if (!suggestion.number) {
      // Spec §5: a street number is required; the customer adds it and chooses again. No search
      // until they type: it would offer the same street without a number and hide why.
      setTyped(false);
      setValues((v) => ({ ...v, address: `${suggestion.street} ` }));
      const noNumber = problem('errors.street_number');
      setError(noNumber);
      setChosenProblem(noNumber);
    } else {
      setValues((v) => ({ ...v, address: suggestion.label }));
      setSearch({ chosen: suggestion, answered: null });
      setError(null);
    }
    streetField.current?.focus();
  }

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
    const point = streetPoint(address, values.address, search);
    if (point === 'choose') {
      setError(problem('errors.choose_suggestion'));
      return focusProblem();
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await saveAddress({ ...values, ...(edited ? { id: edited.id } : {}), ...point });
      if (answer !== 'gone') return onSaved(answer);
      setGone(true);
      if (address) onGone(address.id);
      setError(problem('addresses.gone'));
      focusProblem();
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

  const answered = search.answered?.query === values.address ? search.answered.outcome : null;
  // Enter in the street field chooses a suggestion (once they answer what is typed) or does nothing.
  const combobox = useSuggestionCombobox(suggestions, answered === 'found', choose);
  const hint = answered === 'not_found' || answered === 'failed' ? t(`addresses.search_${answered}`) : t('addresses.street_hint');
  return (
    <form ref={formRef} className="account-form" onSubmit={submit} noValidate aria-label={edited ? t('addresses.edit_title') : t('addresses.add_title')}>
      <Field ref={streetField} label={t('fields.street')} autoComplete="street-address" maxLength={DELIVERY_ADDRESS_LIMITS.address} value={values.address}
        onChange={(event) => typeStreet(event.target.value)} hint={hint} error={problemText(t, error)}
        announceError={error !== null && error === chosenProblem} required {...combobox.input} />
      <AddressSuggestions {...combobox.list} label={t('addresses.suggestions')} suggestions={suggestions} onChoose={choose}
        onClose={() => { combobox.close(); streetField.current?.focus(); }} />
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
