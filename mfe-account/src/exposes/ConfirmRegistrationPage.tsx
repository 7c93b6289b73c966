import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { Button } from 'shared-contracts/ui/Button';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { useAccountTexts } from '../i18n/use-account-texts';
import { formError } from '../features/auth/api/form-error';
import { confirmRegistration } from '../features/auth/api/register';
import { FormRefusal } from '../features/auth/components/FormRefusal';
import { useAfterSignIn } from '../features/auth/use-after-sign-in';
import { useSignedInDestination } from '../features/auth/use-signed-in-destination';
import { useFocusProblem } from 'shared-contracts/forms/use-focus-problem';
import { useBenefitsContext } from '../features/account/account-benefits';
import '../features/auth/components/account-forms.css';

/**
 * /auth/confirm-registration/{id}: the e-mailed link makes the account and signs in. It waits for a
 * click, so a mail scanner that opens the link does not use it up. A customer who arrives signed
 * in (the link opened again after it made their account) goes on to the account, as from the
 * register page: the button could only be refused as used.
 */
export default function ConfirmRegistrationPage({ params }: ScreenProps) {
  const { t, ready } = useAccountTexts();
  const afterSignIn = useAfterSignIn();
  const signedInDestination = useSignedInDestination();
  const benefits = useBenefitsContext();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The button goes when the link is refused: focus goes to the refusal, not lost to the page.
  const { formRef, focusProblem } = useFocusProblem<HTMLDivElement>();

  async function confirm() {
    setBusy(true);
    try {
      afterSignIn(await confirmRegistration(params.id ?? ''));
    } catch (failure) {
      setMessage(await formError(failure));
      focusProblem();
    } finally {
      setBusy(false);
    }
  }

  if (signedInDestination) return <Navigate to={signedInDestination} replace />;
  if (!ready) return <div className="account-screen" aria-busy="true" />;
  return (
    <div ref={formRef} className="account-screen">
      <ScreenHeading>{t('confirm_registration.title')}</ScreenHeading>
      <FormRefusal>{message}</FormRefusal>
      {message ? (
        // The refusal may say the address already has an account: signing in is offered beside
        // registering again.
        <p className="account-form__actions">
          <Link className="account-link" to={href('auth.register')}>
            {t('confirm_registration.register_again')}
          </Link>
          <Link className="account-link" to={href('auth.login')}>
            {t('register.login')}
          </Link>
        </p>
      ) : (
        <>
          <p>{t('confirm_registration.text', benefits)}</p>
          <div className="account-form__actions">
            <Button busy={busy} onClick={confirm}>
              {t('confirm_registration.submit')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
