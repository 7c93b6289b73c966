import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { Button } from 'shared-contracts/ui/Button';
import { Field } from 'shared-contracts/ui/Field';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { useAccountTexts } from '../i18n/use-account-texts';
import { formError } from '../features/auth/api/form-error';
import { login } from '../features/auth/api/login';
import { ForgotPasswordForm } from '../features/auth/components/ForgotPasswordForm';
import { FORGOT_PASSWORD_QUERY } from '../features/auth/forgot-password-link';
import { GoogleSignIn } from '../features/auth/components/GoogleSignIn';
import { FormRefusal } from '../features/auth/components/FormRefusal';
import { useAfterSignIn } from '../features/auth/use-after-sign-in';
import { useFocusProblem } from 'shared-contracts/forms/use-focus-problem';
import { ACCOUNT_LIMITS, MAX_PASSWORD_LENGTH } from 'shared-contracts/forms/field-limits';
import { emailProblem } from 'shared-contracts/forms/person-fields';
import { problem, problemText, serverProblem, type FormProblem } from '../features/auth/form-problem';
import { useSignedInDestination } from '../features/auth/use-signed-in-destination';
import '../features/auth/components/account-forms.css';

/** /auth/login: e-mail and password; forgotten password; Google when available. */
export default function LoginPage(_props: ScreenProps) {
  const { t, ready } = useAccountTexts();
  const signedInDestination = useSignedInDestination();
  const afterSignIn = useAfterSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: FormProblem; password?: FormProblem; form?: FormProblem }>({});
  const [busy, setBusy] = useState(false);
  const { formRef, focusProblem } = useFocusProblem();
  // A used reset link sends here with ?forgot: the form to ask for a new one is open and focused.
  const sentToForgot = useSearchParams()[0].has(FORGOT_PASSWORD_QUERY);
  const [forgotOpen, setForgotOpen] = useState(sentToForgot);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(emailProblem(email) === null ? {} : { email: problem('errors.email_invalid') }),
      ...(password ? {} : { password: problem('errors.password_required') }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return focusProblem();
    setBusy(true);
    try {
      afterSignIn(await login({ email: email.trim(), password }));
    } catch (error) {
      const refused = serverProblem(await formError(error));
      if (!refused) return;
      setErrors({ form: refused });
      focusProblem();
    } finally {
      setBusy(false);
    }
  }

  // Asking for a new reset link (a used one sends here with ?forgot) is honoured signed in as well.
  if (signedInDestination && !sentToForgot) return <Navigate to={signedInDestination} replace />;
  if (!ready) return <div className="account-screen" aria-busy="true" />;
  return (
    <div className="account-screen">
      <ScreenHeading>{t('login.title')}</ScreenHeading>
      <form ref={formRef} className="account-form" onSubmit={submit} noValidate>
        <FormRefusal>{errors.form && problemText(t, errors.form)}</FormRefusal>
        <Field label={t('fields.email')} type="email" autoComplete="email" maxLength={ACCOUNT_LIMITS.email} value={email} onChange={(e) => setEmail(e.target.value)} error={problemText(t, errors.email)} required />
        <Field label={t('fields.password')} type="password" autoComplete="current-password" maxLength={MAX_PASSWORD_LENGTH} value={password} onChange={(e) => setPassword(e.target.value)} error={problemText(t, errors.password)} required />
        <div className="account-form__actions">
          <Button type="submit" busy={busy}>
            {t('login.submit')}
          </Button>
          <Button
            variant="link"
            aria-expanded={forgotOpen}
            onClick={() => {
              setForgotOpen((open) => !open);
              // The customer has moved on from signing in: its refusal would stand beside the reset's answer.
              setErrors({});
            }}
          >
            {t('login.forgot')}
          </Button>
        </div>
      </form>
      {forgotOpen && <ForgotPasswordForm initialEmail={email} focusFirst={sentToForgot} />}
      <GoogleSignIn />
      <p>
        {t('login.no_account')}{' '}
        <Link className="account-link" to={href('auth.register')}>
          {t('login.register')}
        </Link>
      </p>
    </div>
  );
}
