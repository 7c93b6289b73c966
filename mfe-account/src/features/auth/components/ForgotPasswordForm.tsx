import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from 'shared-contracts/ui/Button';
import { Field } from 'shared-contracts/ui/Field';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import { forgotPassword } from '../api/password-reset';
import { ACCOUNT_LIMITS } from 'shared-contracts/forms/field-limits';
import { emailProblem } from 'shared-contracts/forms/person-fields';
import { problem, problemText, type FormProblem } from '../form-problem';
import { useFocusProblem } from 'shared-contracts/forms/use-focus-problem';

/** Forgotten password: asks for the e-mail; the answer never tells whether an account exists. */
export function ForgotPasswordForm({ initialEmail, focusFirst = false }: { initialEmail: string; focusFirst?: boolean }) {
  const { t } = useAccountTexts();
  const emailField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusFirst) emailField.current?.focus();
  }, [focusFirst]);
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<FormProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const { formRef, focusProblem } = useFocusProblem();
  const [sent, setSent] = useState(false);
  // The form the customer was in goes away: focus moves to the answer in its place, so it is read
  // out and the keyboard goes on from there instead of from the top of the page.
  const sentMessage = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) sentMessage.current?.focus();
  }, [sent]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (emailProblem(email)) {
      setError(problem('errors.email_invalid'));
      return focusProblem();
    }
    setError(null);
    setBusy(true);
    try {
      await forgotPassword(email.trim());
      setSent(true);
    } catch {
      // Told by the API client (a 429's sentence, no connection); the form stays to try again.
    } finally {
      setBusy(false);
    }
  }

  const form = (
    <form ref={formRef} className="account-form" onSubmit={submit} noValidate aria-labelledby="forgot-title">
      <h2 id="forgot-title">{t('forgot.title')}</h2>
      <p>{t('forgot.intro')}</p>
      <Field ref={emailField} label={t('fields.email')} type="email" autoComplete="email" maxLength={ACCOUNT_LIMITS.email} value={email} onChange={(e) => setEmail(e.target.value)} error={problemText(t, error)} required />
      <div className="account-form__actions">
        <Button type="submit" busy={busy}>
          {t('forgot.submit')}
        </Button>
      </div>
    </form>
  );
  return (
    <>
      {/* In the page with the form, so the answer taking the form's place is said. */}
      <NoticeRegion>
        {sent && (
          <div ref={sentMessage} tabIndex={-1}>
            <Notice tone="success" live={false}>{t('forgot.sent')}</Notice>
          </div>
        )}
      </NoticeRegion>
      {!sent && form}
    </>
  );
}
