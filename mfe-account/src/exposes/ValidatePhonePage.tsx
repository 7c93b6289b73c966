import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useStore } from '@nanostores/react';
import { $settings } from 'shared-contracts/stores/settings';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { href } from 'shared-contracts/routes/named-routes';
import { Button } from 'shared-contracts/ui/Button';
import { Field } from 'shared-contracts/ui/Field';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { notify } from 'shared-contracts/stores/notifications';
import { textFollowingLanguage } from 'shared-contracts/i18n/namespace';
import { hasStatus } from 'shared-contracts/api/server-message';
import { useAccountTexts } from '../i18n/use-account-texts';
import { ACCOUNT_NAMESPACE } from '../i18n/load-account-messages';
import { formError } from '../features/auth/api/form-error';
import { getPhoneCodeState, resendPhoneCode, validatePhoneNumber, type PhoneCodeState } from '../features/auth/api/phone-code';
import { problem, problemText, serverProblem, type FormProblem } from '../features/auth/form-problem';
import { RequireSignIn } from '../features/auth/components/RequireSignIn';
import { useReturnPath } from '../features/auth/return-path';
import { useFocusProblem } from 'shared-contracts/forms/use-focus-problem';
import { useLoaded } from '../features/account/use-loaded';
import { Loading } from '../features/account/components/Loading';
import { hasReferrals } from '../features/account/account-benefits';
import '../features/auth/components/account-forms.css';

/**
 * The code form. It says a code was sent only when the server says one for this number waits (sent
 * when the account was made or the number changed); otherwise it offers to send one. The cool-down
 * before another code is the server's. Validated, the customer goes on to where they were going.
 */
function CodeForm({ state, next }: { state: PhoneCodeState; next: string | null }) {
  const { t } = useAccountTexts();
  const navigate = useNavigate();
  const { formRef, focusProblem } = useFocusProblem();
  const [code, setCode] = useState('');
  const [error, setError] = useState<FormProblem | null>(null);
  const [busy, setBusy] = useState(false);
  // While a code is being asked for: a second click would text a second code, and only the later one works.
  const [sending, setSending] = useState(false);
  const [codeSent, setCodeSent] = useState(state.phone_code.sent);
  const [justSent, setJustSent] = useState(false);
  const [waitSeconds, setWaitSeconds] = useState(state.phone_code.resend_after_seconds);
  const codeField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = setTimeout(() => setWaitSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [waitSeconds]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^[0-9]{4}$/.test(code)) {
      setError(problem('phone.code_format'));
      return focusProblem();
    }
    setError(null);
    // Busy until the next screen replaces this one (it may still be loading): the second click of a
    // double click would send the used code again, and its refusal would follow the success.
    setBusy(true);
    try {
      await validatePhoneNumber(code);
      if (next) {
        navigate(next);
        // Drawn again in the language in use: the t above stays in the language of the moment.
        notify({ message: textFollowingLanguage(ACCOUNT_NAMESPACE, t, 'phone.validated'), kind: 'success' });
      } else navigate(href('account.details')); // Its details say the phone is validated: no second notice.
    } catch (failure) {
      setBusy(false);
      setError(serverProblem(await formError(failure)));
      focusProblem();
    }
  }

  async function send() {
    // Emptied first, so a second code asked for is said again.
    setJustSent(false);
    setSending(true);
    try {
      const { resend_after_seconds } = await resendPhoneCode();
      setCodeSent(true);
      setJustSent(true);
      // The old code no longer counts: its refusal and the digits typed go, the new SMS is entered afresh.
      setError(null);
      setCode('');
      // The button is disabled for the cool-down and would drop focus to the page: the new code goes here.
      codeField.current?.focus();
      setWaitSeconds(resend_after_seconds);
    } catch (failure) {
      // Still busy meanwhile: a press before the countdown shows would only be refused again.
      if (hasStatus(failure, 429)) return await waitAsTheServerCounts();
      // A 422 (no number yet) is the form's to show; the catalogue showed the rest (e.g. the cool-down).
      setError(serverProblem(await formError(failure)));
      focusProblem();
    } finally {
      setSending(false);
    }
  }

  /**
   * Refused during a cool-down this screen did not start (a code asked for in another tab since it
   * opened): the catalogue said "wait"; the button now waits the seconds the server still counts,
   * and the intro says whether a code went, rather than each press spending the limit.
   */
  async function waitAsTheServerCounts() {
    try {
      const { phone_code } = await getPhoneCodeState();
      setCodeSent(phone_code.sent);
      setWaitSeconds(phone_code.resend_after_seconds);
    } catch {
      // Unanswered: the catalogue has said so, and the refusal stays as it was told.
    }
  }

  return (
    <>
      <p>{codeSent ? t('phone.intro') : t('phone.intro_no_code', { phone: state.phone })}</p>
      <NoticeRegion>
        {justSent && <Notice tone="success" live={false}>{t('phone.resent')}</Notice>}
      </NoticeRegion>
      <form ref={formRef} className="account-form" onSubmit={submit} noValidate>
        <Field
          ref={codeField}
          label={t('phone.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          // The digits only, at most 4: a code pasted as " 1234" or "12 34" is still the code (a
          // maxLength would have cut the pasted text before the spaces were taken out).
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 4))}
          error={problemText(t, error)}
          required
        />
        <div className="account-form__actions">
          <Button type="submit" busy={busy}>
            {t('phone.submit')}
          </Button>
          <Button variant="secondary" onClick={send} busy={sending} aria-disabled={waitSeconds > 0 || undefined} disabled={waitSeconds > 0}>
            {codeSent ? t('phone.resend') : t('phone.send')}
          </Button>
        </div>
        {waitSeconds > 0 && <p className="account-muted">{t('phone.resend_wait', { count: waitSeconds })}</p>}
      </form>
      {/* Nothing requires a validated phone before using the account: validating can wait. */}
      <p>
        <Link className="account-link" to={next ?? href('account.details')}>
          {t('phone.later')}
        </Link>
      </p>
    </>
  );
}

/**
 * An account without a phone number (made with Google) has nothing to text a code to: it is sent
 * to its details to add one, whose saving sends the code.
 */
function NoPhone({ next }: { next: string | null }) {
  const { t } = useAccountTexts();
  return (
    <>
      <p>{t('phone.no_phone')}</p>
      <p>
        <Link className="account-link" to={href('account.details')}>
          {t('phone.add_phone')}
        </Link>
      </p>
      {next && (
        <p>
          <Link className="account-link" to={next}>
            {t('phone.later')}
          </Link>
        </p>
      )}
    </>
  );
}

function ValidatePhone() {
  const { t, ready } = useAccountTexts();
  const next = useReturnPath();
  const { data: state, failed, reload } = useLoaded(getPhoneCodeState);
  const referrals = hasReferrals(useStore($settings));
  if (!ready) return <div className="account-screen" aria-busy="true" />;
  if (!state) {
    return (
      <div className="account-screen">
        <ScreenHeading>{t('phone.title')}</ScreenHeading>
        <Loading failed={failed} onRetry={reload} />
      </div>
    );
  }
  // An invited friend who orders before validating earns their friend nothing, and would not know it.
  const invitedUnvalidated = referrals && state.referral_pending && !state.phone_validated;
  return (
    <div className="account-screen">
      <ScreenHeading>{t('phone.title')}</ScreenHeading>
      {invitedUnvalidated && <p>{t('referral.invited_validate_phone')}</p>}
      {state.phone_validated ? (
        <>
          <Notice tone="success">{t('phone.validated')}</Notice>
          {next && (
            <p>
              <Link className="account-link" to={next}>
                {t('phone.continue')}
              </Link>
            </p>
          )}
        </>
      ) : state.phone.trim() === '' ? (
        <NoPhone next={next} />
      ) : (
        <CodeForm state={state} next={next} />
      )}
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
