import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useNavigate } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import { $language } from 'shared-contracts/stores/language';
import type { Store } from 'shared-contracts/types/store';
import { Button } from 'shared-contracts/ui/Button';
import { Field } from 'shared-contracts/ui/Field';
import { NumberInput } from 'shared-contracts/ui/NumberInput';
import { FormRefusal } from '../../../components/forms/FormRefusal';
import { Honeypot } from '../../../components/forms/Honeypot';
import { PersonFields } from '../../../components/forms/PersonFields';
import { TextArea } from '../../../components/forms/TextArea';
import { useIdempotencyKey } from '../../../components/forms/use-idempotency-key';
import { useTexts } from '../../../i18n/use-texts';
import { formatDay } from 'shared-contracts/i18n/format-date';
import { fieldRefusal } from '../../../lib/field-refusal';
import { failureText } from 'shared-contracts/api/server-message';
import { noticeText, type NoticeMessage } from 'shared-contracts/stores/notifications';
import { commonText } from 'shared-contracts/i18n/common/common-text';
import { hasStatus, refusedAsItIs, wasAnswered } from '../../../lib/is-http-error';
import { useRequest } from '../../../lib/use-request';
import { postReservation } from '../api/post-reservation';
import { reservableDays } from '../reservable-days';
import { MAX_PERSONS } from 'shared-contracts/types/reservation';
import { useFocusProblem } from 'shared-contracts/forms/use-focus-problem';
import { reservationProblems, type ReservationProblems, type ReservationValues } from '../reservation-problems';
import { forgetKeptForm, useKeptState } from 'shared-contracts/forms/use-kept-state';
import { useSignedInPerson } from '../../../components/forms/use-signed-in-person';

/**
 * The request fields the API's refusal may name (its `field`), each with the form field it is said
 * on rather than above the form: the store (no longer taking bookings, gone), the day, the hour or
 * the number of persons.
 */
const REFUSED_FIELDS = { store_id: 'storeId', date: 'date', hour: 'hour', persons: 'persons' } as const;
type RefusedField = (typeof REFUSED_FIELDS)[keyof typeof REFUSED_FIELDS];
const REQUEST_FIELDS = Object.keys(REFUSED_FIELDS) as (keyof typeof REFUSED_FIELDS)[];
const FORM_FIELDS: readonly string[] = Object.values(REFUSED_FIELDS);

/** Spec §2 /reservations: only the store's reservable dates and hours are offered; full hours are shown but not choosable. */
export function ReservationForm({ stores }: { stores: Store[] }) {
  const { t } = useTexts();
  const language = useStore($language);
  const navigate = useNavigate();
  const idempotencyKeyFor = useIdempotencyKey('reservation');
  // Kept for the tab until sent (use-kept-state): Back or a reload does not empty the form; a store,
  // day or hour no longer offered is not chosen (below).
  const [values, setValues] = useKeptState<ReservationValues>('reservation:values', {
    name: '',
    phone: '',
    email: '',
    storeId: '',
    date: '',
    hour: '',
    persons: '2',
    message: '',
  });
  useSignedInPerson(setValues);
  const [honeypot, setHoneypot] = useState('');
  const [problems, setProblems] = useState<ReservationProblems>({});
  const { formRef, focusProblem } = useFocusProblem();
  // Any other failure, as the error catalogue would say it (the server's sentence, no connection).
  const [refusal, setRefusal] = useState<NoticeMessage | null>(null);
  // The server's refusal of the store (no longer taking bookings, gone), the day, the hour (passed,
  // not a date, beyond the days offered, closed, full) or the number of persons (more than the
  // places left), shown on that field.
  const [refused, setRefused] = useState<Partial<Record<RefusedField, string>>>({});
  const [busy, setBusy] = useState(false);
  // A store kept from an earlier visit that takes no bookings now is not asked for its days (that
  // would fail, and fail again on every retry); the only store is chosen without asking.
  const listed = stores.some((store) => String(store.id) === values.storeId);
  const storeId = listed ? values.storeId : stores.length === 1 ? String(stores[0]!.id) : '';
  const availability = useRequest(
    (signal) => (storeId === '' ? Promise.resolve(null) : reservableDays(Number(storeId), signal)),
    [storeId],
  );
  const days = availability.state.status === 'ready' ? (availability.state.data?.days ?? []) : [];
  // The days refused: of the store, said on its field; of anything else (reservations hidden), in their place.
  const daysRefusal = availability.state.status === 'ready' ? (availability.state.data?.refusal ?? null) : null;
  const storeRefused = daysRefusal?.field === 'store_id' ? noticeText(daysRefusal) : undefined;
  // Only a day and hour still offered are chosen: a day gone by since the page opened, or an hour
  // fully booked meanwhile (the days are asked again after a refusal), is not sent again as if it were.
  const date = days.some((day) => day.date === values.date) ? values.date : '';
  const hours = days.find((day) => day.date === date)?.hours ?? [];
  // Except the hour of a send still waiting for its answer: it may be full with that very booking,
  // and only the same send again, under its key, is answered with it rather than booking twice.
  const unanswered = idempotencyKeyFor.pending();
  const choosable = (slot: { hour: string; remaining: number }) =>
    slot.remaining > 0 || (unanswered?.store_id === Number(storeId) && unanswered.date === date && unanswered.hour === slot.hour);
  const hour = hours.some((slot) => slot.hour === values.hour && choosable(slot)) ? values.hour : '';
  const problem = (key: keyof ReservationProblems) => {
    if (problems[key]) return t(`problem.${problems[key]}`, { max: MAX_PERSONS });
    return FORM_FIELDS.includes(key) ? refused[key as RefusedField] : undefined;
  };

  /** The server's refusal of a field was of its value then: a field changed no longer shows it. */
  function change(patch: Partial<ReservationValues>) {
    setValues({ ...values, ...patch });
    setRefused((before) => Object.fromEntries(Object.entries(before).filter(([field]) => !(field in patch))));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = reservationProblems({ ...values, storeId, date, hour });
    setProblems(found);
    setRefusal(null);
    setRefused({});
    if (Object.keys(found).length > 0) {
      focusProblem();
      return;
    }
    // Busy until the thank-you page replaces this form (it may still be loading): a second click
    // would send the booking again.
    setBusy(true);
    try {
      const request = {
        store_id: Number(storeId),
        name: values.name,
        phone: values.phone,
        email: values.email,
        date,
        hour,
        persons: Number(values.persons),
        message: values.message,
        website: honeypot,
      };
      const reservation = await postReservation(request, idempotencyKeyFor(request));
      forgetKeptForm('reservation');
      navigate(href('reservations.thank-you'), { state: { reservation } });
    } catch (error) {
      setBusy(false);
      // Refused: nothing was booked under the key, so its hour is no longer held choosable.
      if (refusedAsItIs(error)) idempotencyKeyFor.forget();
      // Every failure is said here: the call is quiet, so no notice tells of it, nor does a 404
      // (reservations hidden, the store gone since the page opened) take the customer home.
      const onField = await fieldRefusal(error, REQUEST_FIELDS);
      if (onField) setRefused({ [REFUSED_FIELDS[onField.field]]: onField.message });
      else setRefusal(await failureText(error));
      focusProblem();
      // A refused day, hour or number of persons: what is offered has changed, so it is asked again.
      // Not for a refused store: its days would only be refused again.
      if (hasStatus(error, 422) && onField?.field !== 'store_id') availability.retry();
    }
  }

  return (
    <form ref={formRef} className="rej-form" noValidate onSubmit={submit} aria-label={t('reservations.title')}>
      <Field
        label={t('field.store')}
        required
        error={problem('storeId') ?? storeRefused}
        render={(control) => (
          <select {...control} value={storeId} onChange={(e) => change({ storeId: e.target.value, date: '', hour: '' })}>
            {stores.length > 1 && <option value="">{t('reservations.choose_store')}</option>}
            {stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
              </option>
            ))}
          </select>
        )}
      />
      {availability.state.status === 'ready' && storeId !== '' && days.length === 0 && !daysRefusal && (
        <p className="rej-muted">{t('reservations.no_days')}</p>
      )}
      {daysRefusal && !storeRefused && <p role="alert">{noticeText(daysRefusal)}</p>}
      {/* Without the days nothing can be chosen: said here, with a way to ask again, not left empty. */}
      {availability.state.status === 'error' && (
        <div role="alert">
          <p>{t('reservations.days_error')}</p>
          {!wasAnswered(availability.state.error) && <p>{commonText('errors.no_connection')}</p>}
          <Button type="button" variant="secondary" onClick={availability.retry}>
            {t('retry')}
          </Button>
        </div>
      )}
      <Field
        label={t('field.date')}
        required
        error={problem('date')}
        render={(control) => (
          <select {...control} value={date} onChange={(e) => change({ date: e.target.value, hour: '' })}>
            <option value="">{t('reservations.choose_day')}</option>
            {days.map((day) => (
              <option key={day.date} value={day.date}>
                {formatDay(day.date, language)}
              </option>
            ))}
          </select>
        )}
      />
      <Field
        label={t('field.hour')}
        required
        error={problem('hour')}
        render={(control) => (
          <select {...control} value={hour} onChange={(e) => change({ hour: e.target.value })}>
            <option value="">{t(date === '' ? 'reservations.choose_day_first' : 'reservations.choose_hour')}</option>
            {hours.map((slot) => (
              <option key={slot.hour} value={slot.hour} disabled={!choosable(slot)}>
                {slot.remaining === 0
                  ? t('reservations.full', { hour: slot.hour })
                  : t('reservations.places_left', { hour: slot.hour, count: slot.remaining })}
              </option>
            ))}
          </select>
        )}
      />
      <NumberInput
        label={t('field.persons')}
        inputMode="numeric"
        required
        value={values.persons}
        error={problem('persons')}
        onValueChange={(persons) => change({ persons })}
        refusedText={t('problem.number_typed')}
      />
      <PersonFields values={values} problems={problems} onChange={(person) => setValues({ ...values, ...person })} />
      <TextArea label={t('field.message')} name="message" value={values.message} onChange={(message) => setValues({ ...values, message })} />
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <FormRefusal>{refusal && noticeText({ message: refusal })}</FormRefusal>
      <Button type="submit" busy={busy}>
        {t('reservations.submit')}
      </Button>
    </form>
  );
}
