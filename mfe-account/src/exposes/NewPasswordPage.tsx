import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { Button } from 'shared-contracts/ui/Button';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { notify } from 'shared-contracts/stores/notifications';
import { textFollowingLanguage } from 'shared-contracts/i18n/namespace';
import { hasStatus, serverMessage } from 'shared-contracts/api/server-message';
import { useAccountTexts } from '../i18n/use-account-texts';
import { ACCOUNT_NAMESPACE } from '../i18n/load-account-messages';
import { formError } from '../features/auth/api/form-error';
import { resetLinkUsable, setNewPassword } from '../features/auth/api/password-reset';
import { forgotPasswordHref } from '../features/auth/forgot-password-link';
import { NewPasswordField } from '../features/auth/components/NewPasswordField';
import { useAfterSignIn } from '../features/auth/use-after-sign-in';
import type { FormProblem } from '../features/auth/form-problem';
import { newPasswordProblem } from '../features/auth/new-password-rule';
import { FormRefusal } from '../features/auth/components/FormRefusal';
import { useFocusProblem } from 'shared-contracts/forms/use-focus-problem';
import '../features/auth/components/account-forms.css';

/** /auth/new-password/{id}: the e-mailed link (single use, expiring) sets a new password and signs in. */
export default function NewPasswordPage({ params }: ScreenProps) {
  const { t, ready } = useAccountTexts();
  const afterSignIn = useAfterSignIn();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<FormProblem | null>(null);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { formRef, focusProblem } = useFocusProblem();
  // False once the API says the link is used or expired: no form to fill in for nothing.
  const [usable, setUsable] = useState(true);
  // The check's refusal (too many attempts: setting the password would be refused the same way).
  const [checkRefusal, setCheckRefusal] = useState<string | null>(null);
  const id = params.id ?? '';
  useEffect(() => {
    const controller = new AbortController();
    resetLinkUsable(id, controller.signal).then(setUsable, async (failure: unknown) => {
      if (controller.signal.aborted) return;
      // An id no link ever had (400: the address was cut or changed) is a link that cannot be used.
      if (hasStatus(failure, 400)) return setUsable(false);
      // Spec §8: the server's sentence, on top of the form; unanswered, the form is offered and its
      // submit tells what happened.
      setCheckRefusal(await serverMessage(failure));
    });
    return () => controller.abort();
  }, [id]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const refused = newPasswordProblem(password);
    if (refused) {
      setError(refused);
      return focusProblem();
    }
    setError(null);
    setBusy(true);
    try {
      afterSignIn(await setNewPassword(id, password));
      // Taken on to another screen (often the phone's validation), the customer is told the password is
      // saved. Drawn again in the language in use: the t above stays in the language of the moment.
      notify({ message: textFollowingLanguage(ACCOUNT_NAMESPACE, t, 'new_password.saved'), kind: 'success' });
    } catch (failure) {
      setFormMessage(await formError(failure));
      focusProblem();
    } finally {
      setBusy(false);
    }
  }

  if (!ready) return <div className="account-screen" aria-busy="true" />;
  if (!usable) {
    return (
      <div className="account-screen">
        <ScreenHeading>{t('new_password.title')}</ScreenHeading>
        <p role="status">
          {t('new_password.link_unusable')}{' '}
          <Link className="account-link" to={forgotPasswordHref()}>
            {t('new_password.ask_again')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="account-screen">
      <ScreenHeading>{t('new_password.title')}</ScreenHeading>
      <form ref={formRef} className="account-form" onSubmit={submit} noValidate>
        {/* The one refusal of this call is a used or expired link: the way to a new one is next to it. */}
        <FormRefusal>
          {formMessage ? (
            <>
              {formMessage}{' '}
              <Link className="account-link" to={forgotPasswordHref()}>
                {t('new_password.ask_again')}
              </Link>
            </>
          ) : (
            checkRefusal
          )}
        </FormRefusal>
        <NewPasswordField
          value={password}
          onChange={(value) => {
            setPassword(value);
            setError(null);
          }}
          problem={error}
          userInputs={[]}
        />
        <div className="account-form__actions">
          <Button type="submit" busy={busy}>
            {t('new_password.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
