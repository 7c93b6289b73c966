import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { href } from 'shared-contracts/routes/named-routes';
import { Button } from 'shared-contracts/ui/Button';
import { Field } from 'shared-contracts/ui/Field';
import { Notice } from 'shared-contracts/ui/Notice';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { useAccountTexts } from '../i18n/use-account-texts';
import { formError } from '../features/auth/api/form-error';
import { resendPhoneCode, validatePhoneNumber } from '../features/auth/api/phone-code';
import { RequireSignIn } from '../features/auth/components/RequireSignIn';
import '../features/auth/components/account-forms.css';

/** The server's cool-down between two SMS codes (api account-rules PHONE_CODE_RESEND_SECONDS). */
const RESEND_SECONDS = 60;

function ValidatePhone() {
  const { t, ready } = useAccountTexts();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(false);
  // A code was sent when the account was made (or the number changed): wait before another.
  const [waitSeconds, setWaitSeconds] = useState(RESEND_SECONDS);

  useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = setTimeout(() => setWaitSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [waitSeconds]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^[0-9]{4}$/.test(code)) return setError(t('phone.code_format'));
    setError(null);
    setBusy(true);
    try {
      await validatePhoneNumber(code);
      navigate(href('account.details'), { state: { phoneValidated: true } });
    } catch (failure) {
      setError(await formError(failure));
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    try {
      const { resend_after_seconds } = await resendPhoneCode();
      setResent(true);
      setWaitSeconds(resend_after_seconds);
    } catch {
      // The catalogue showed why (e.g. the cool-down); the person may try again later.
    }
  }

  if (!ready) return <div className="account-screen" aria-busy="true" />;
  return (
    <div className="account-screen">
      <ScreenHeading>{t('phone.title')}</ScreenHeading>
      <p>{t('phone.intro')}</p>
      {resent && <Notice tone="success">{t('phone.resent')}</Notice>}
      <form className="account-form" onSubmit={submit} noValidate>
        <Field
          label={t('phone.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          error={error}
          required
        />
        <div className="account-form__actions">
          <Button type="submit" busy={busy}>
            {t('phone.submit')}
          </Button>
          <Button variant="secondary" onClick={resend} aria-disabled={waitSeconds > 0 || undefined} disabled={waitSeconds > 0}>
            {t('phone.resend')}
          </Button>
        </div>
        {waitSeconds > 0 && <p className="account-muted">{t('phone.resend_wait', { count: waitSeconds })}</p>}
      </form>
    </div>
  );
}

/** /auth/validate-phone-number: the 4-digit SMS code (spec §5), with resend after a cool-down. */
export default function ValidatePhonePage(_props: ScreenProps) {
  return (
    <RequireSignIn>
      <ValidatePhone />
    </RequireSignIn>
  );
}
