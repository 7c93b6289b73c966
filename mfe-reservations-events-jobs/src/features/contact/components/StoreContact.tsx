import { useState } from 'react';
import type { Store } from 'shared-contracts/types/store';
import { SentConfirmation } from '../../../components/forms/SentConfirmation';
import { useTexts } from '../../../i18n/use-texts';
import { ContactForm } from './ContactForm';

/**
 * The form to one store, then what was sent in its place: one more tap cannot send the message
 * twice. "Write another message" brings back an empty form.
 */
export function StoreContact({ store }: { store: Store }) {
  const { t } = useTexts();
  const [sent, setSent] = useState(false);
  // Each new message is a new form: empty, focused on its first field.
  const [fills, setFills] = useState(0);
  const again = () => {
    setSent(false);
    setFills((n) => n + 1);
  };
  return (
    <>
      <SentConfirmation sent={sent} again={{ label: t('contact.write_another'), onClick: again }}>
        {t('contact.sent', { store: store.name })}
      </SentConfirmation>
      {!sent && <ContactForm key={fills} store={store} focusFirstField={fills > 0} onSent={() => setSent(true)} />}
    </>
  );
}
