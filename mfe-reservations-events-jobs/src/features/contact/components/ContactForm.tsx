import { useState, type FormEvent } from 'react';
import { MAX_MESSAGE_LENGTH, messageProblem, type FieldProblem } from 'shared-contracts/forms/person-fields';
import type { Store } from 'shared-contracts/types/store';
import { Button } from 'shared-contracts/ui/Button';
import { useFocusProblem } from 'shared-contracts/forms/use-focus-problem';
import { FormRefusal } from '../../../components/forms/FormRefusal';
import { Honeypot } from '../../../components/forms/Honeypot';
import { PersonFields } from '../../../components/forms/PersonFields';
import { personProblems, type PersonProblems } from '../../../components/forms/person-problems';
import { TextArea } from '../../../components/forms/TextArea';
import { useFocusFirstField } from '../../../components/forms/use-focus-first-field';
import { useTexts } from '../../../i18n/use-texts';
import { messageNotSent } from '../../../lib/message-not-sent';
import { postContactMessage } from '../api/post-contact-message';
import { useIdempotencyKey } from '../../../components/forms/use-idempotency-key';
import { forgetKeptForm, useKeptState } from 'shared-contracts/forms/use-kept-state';
import { useSignedInPerson } from '../../../components/forms/use-signed-in-person';

interface ContactFormProps {
  store: Store;
  onSent: () => void;
  /** Brought back by "Write another message": the customer starts again on the first field. */
  focusFirstField: boolean;
}

/** A message to one store; a failure says the spec §8 "Message not sent" and why (the server's reason, or no connection). */
export function ContactForm({ store, onSent, focusFirstField }: ContactFormProps) {
  const { t } = useTexts();
  // Kept for the tab until sent (use-kept-state): Back or a reload does not empty a long message.
  const keptAs = `contact-${store.url}`;
  const [person, setPerson] = useKeptState(`${keptAs}:person`, { name: '', phone: '', email: '' });
  useSignedInPerson(setPerson);
  const [message, setMessage] = useKeptState<string>(`${keptAs}:message`, '');
  const [honeypot, setHoneypot] = useState('');
  const [problems, setProblems] = useState<PersonProblems>({});
  const { formRef, focusProblem } = useFocusProblem();
  useFocusFirstField(formRef, focusFirstField);
  // None, or too long: a message restored from the tab (use-kept-state) is not held to the textarea's maxLength.
  const [messageError, setMessageError] = useState<FieldProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A retry of this very message after a lost answer is not written to the store twice.
  const idempotencyKeyFor = useIdempotencyKey(keptAs);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = personProblems(person, { phoneOptional: true });
    const messageIsOff = messageProblem(message);
    setProblems(found);
    setMessageError(messageIsOff);
    setFailure(null);
    if (Object.keys(found).length > 0 || messageIsOff) {
      focusProblem();
      return;
    }
    setBusy(true);
    try {
      const sent = { store_url: store.url, ...person, message, website: honeypot };
      await postContactMessage(sent, idempotencyKeyFor(sent));
      forgetKeptForm(keptAs);
      onSent();
    } catch (error) {
      setFailure(await messageNotSent(error));
      focusProblem();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="rej-form" noValidate onSubmit={submit} aria-label={t('contact.store_title', { store: store.name })}>
      <PersonFields values={person} problems={problems} onChange={setPerson} phoneOptional />
      <TextArea
        label={t('field.message')}
        name="message"
        required
        value={message}
        error={messageError ? t(`problem.${messageError}`, { max: MAX_MESSAGE_LENGTH }) : undefined}
        onChange={setMessage}
      />
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <FormRefusal>{failure}</FormRefusal>
      <Button type="submit" busy={busy}>
        {t('contact.submit')}
      </Button>
    </form>
  );
}
