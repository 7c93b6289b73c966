import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { Button } from 'shared-contracts/ui/Button';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { useAccountTexts } from '../i18n/use-account-texts';
import { formError } from '../features/auth/api/form-error';
import { confirmEmail } from '../features/account/api/account-calls';
import '../features/auth/components/account-forms.css';

/**
 * /auth/confirm-email/{id}: the link sent to a new address makes it the account's. No sign-in
 * needed (it is often opened in the phone's mail app); it waits for a click, so a mail scanner that
 * opens the link does not use it up.
 */
export default function ConfirmEmailPage({ params }: ScreenProps) {
  const { t, ready } = useAccountTexts();
  const [outcome, setOutcome] = useState<{ email: string } | { error: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  // The button goes once the link is answered: focus goes to the answer in its place, so it is read
  // out and the keyboard goes on from there instead of from the top of the page.
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => answer.current?.focus(), [outcome]);

  async function confirm() {
    setBusy(true);
    try {
      setOutcome(await confirmEmail(params.id ?? ''));
    } catch (failure) {
      setOutcome({ error: await formError(failure) });
    } finally {
      setBusy(false);
    }
  }

  if (!ready) return <div className="account-screen" aria-busy="true" />;
  return (
    <div className="account-screen">
      <ScreenHeading>{t('confirm_email.title')}</ScreenHeading>
      <NoticeRegion>
        {outcome && 'email' in outcome && (
          <div ref={answer} tabIndex={-1}>
            <Notice tone="success" live={false}>
              {t('confirm_email.done', { email: outcome.email })}
            </Notice>
          </div>
        )}
      </NoticeRegion>
      <NoticeRegion urgent>
        {outcome && 'error' in outcome && outcome.error && (
          <div ref={answer} tabIndex={-1}>
            <Notice tone="error" live={false}>
              {outcome.error}
            </Notice>
          </div>
        )}
      </NoticeRegion>
      {outcome === null || ('error' in outcome && !outcome.error) ? (
        <>
          <p>{t('confirm_email.text')}</p>
          <div className="account-form__actions">
            <Button busy={busy} onClick={confirm}>
              {t('confirm_email.submit')}
            </Button>
          </div>
        </>
      ) : (
        <p>
          <Link className="account-link" to={href('account.details')}>
            {t('confirm_email.to_account')}
          </Link>
        </p>
      )}
    </div>
  );
}
