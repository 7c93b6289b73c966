import { useState, type FormEvent } from 'react';
import type { EventReservation, ShopEvent } from 'shared-contracts/types/event';
import { MAX_PERSONS } from 'shared-contracts/types/reservation';
import { Button } from 'shared-contracts/ui/Button';
import { NumberInput } from 'shared-contracts/ui/NumberInput';
import { useFocusProblem } from 'shared-contracts/forms/use-focus-problem';
import { FormRefusal } from '../../../components/forms/FormRefusal';
import { Honeypot } from '../../../components/forms/Honeypot';
import { PersonFields } from '../../../components/forms/PersonFields';
import { personProblems, type PersonProblems } from '../../../components/forms/person-problems';
import { useFocusFirstField } from '../../../components/forms/use-focus-first-field';
import { useIdempotencyKey, type FormKey } from '../../../components/forms/use-idempotency-key';
import { useTexts } from '../../../i18n/use-texts';
import { failureText } from 'shared-contracts/api/server-message';
import { noticeText, type NoticeMessage } from 'shared-contracts/stores/notifications';
import { hasStatus, refusedAsItIs, serverMessage } from '../../../lib/is-http-error';
import { postEventReservation } from '../api/post-event-reservation';
import { forgetKeptForm, useKeptState } from 'shared-contracts/forms/use-kept-state';
import { useSignedInPerson } from '../../../components/forms/use-signed-in-person';
import { personsCount } from '../../../components/forms/persons-count';

interface EventReservationFormProps {
  event: ShopEvent;
  onBooked: (reservation: EventReservation) => void;
  /**
   * After a refusal too: the places left have changed under the visitor. The page keeps the
   * server's sentence, for a refusal that sells the event out unmounts this form with it.
   */
  onRefused: (refusal: string | null) => void;
  /** Brought back by "Book more places": the customer starts again on the first field. */
  focusFirstField?: boolean;
}

/** What the event's form keeps for the tab (its fields, its Idempotency-Key) is kept under this name. */
const keptName = (url: string) => `event-${url}`;

/**
 * The places this tab sent for the event and got no answer for (a lost answer, a reload since), or
 * null. That booking may stand, and itself be what sold the event out or left fewer places: only
 * the same send again, under its key, is answered with it rather than booking twice.
 */
export function useUnansweredPlaces(url: string): number | null {
  return unansweredPlaces(useIdempotencyKey(keptName(url)));
}

function unansweredPlaces(key: FormKey): number | null {
  const persons = key.pending()?.persons;
  return typeof persons === 'number' ? persons : null;
}

/**
 * Places at an event, at most the places left; the page refreshes the count after each answer.
 * A booking takes the form away (the page shows what was booked), so it never books twice by one more tap.
 */
export function EventReservationForm({ event, onBooked, onRefused, focusFirstField = false }: EventReservationFormProps) {
  const { t } = useTexts();
  // Kept for the tab until sent (use-kept-state): Back or a reload does not empty the form.
  const keptAs = keptName(event.url);
  const idempotencyKeyFor = useIdempotencyKey(keptAs);
  const [person, setPerson] = useKeptState(`${keptAs}:person`, { name: '', phone: '', email: '' });
  useSignedInPerson(setPerson);
  const [persons, setPersons] = useKeptState<string>(`${keptAs}:persons`, '1');
  const [honeypot, setHoneypot] = useState('');
  const [problems, setProblems] = useState<PersonProblems>({});
  const { formRef, focusProblem } = useFocusProblem();
  useFocusFirstField(formRef, focusFirstField);
  const [personsProblem, setPersonsProblem] = useState(false);
  const [refusal, setRefusal] = useState<NoticeMessage | null>(null);
  const [busy, setBusy] = useState(false);
  // The places of a send still waiting for its answer count as left for it (useUnansweredPlaces).
  const max = Math.min(Math.max(event.remaining, unansweredPlaces(idempotencyKeyFor) ?? 0), MAX_PERSONS);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = personProblems(person);
    const count = personsCount(persons);
    const badCount = count === null || count < 1 || count > max;
    setProblems(found);
    setPersonsProblem(badCount);
    setRefusal(null);
    if (Object.keys(found).length > 0 || badCount) {
      focusProblem();
      return;
    }
    setBusy(true);
    try {
      const request = { ...person, persons: count, website: honeypot };
      const reservation = await postEventReservation(event.url, request, idempotencyKeyFor(request));
      forgetKeptForm(keptAs);
      onBooked(reservation);
    } catch (error) {
      // Refused: nothing was booked under the key, so its places no longer count as left for it.
      if (refusedAsItIs(error)) idempotencyKeyFor.forget();
      // Every failure is said here: the call is quiet, so no notice tells of it, nor does a 404
      // (events hidden, the event deleted since the page opened) take the customer home.
      setRefusal(await failureText(error));
      focusProblem();
      // Refused for its places: the count has changed under the visitor.
      if (hasStatus(error, 422)) onRefused(await serverMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="rej-form" noValidate onSubmit={submit} aria-labelledby="event-reserve-title">
      <h2 id="event-reserve-title">{t('events.reserve_title')}</h2>
      <NumberInput
        label={t('field.persons')}
        inputMode="numeric"
        required
        value={persons}
        error={personsProblem ? t('problem.persons', { max }) : undefined}
        onValueChange={setPersons}
        refusedText={t('problem.number_typed')}
      />
      <PersonFields values={person} problems={problems} onChange={setPerson} />
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <FormRefusal>{refusal && noticeText({ message: refusal })}</FormRefusal>
      <Button type="submit" busy={busy}>
        {t('events.submit')}
      </Button>
    </form>
  );
}
