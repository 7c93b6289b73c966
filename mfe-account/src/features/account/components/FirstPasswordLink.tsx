import { useState } from 'react';
import { Button } from 'shared-contracts/ui/Button';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import { forgotPassword } from '../../auth/api/password-reset';

/**
 * An account made with Google sets its first password from the link e-mailed to its address (the
 * forgotten-password link, /auth/new-password/{id}): the API takes it from no session alone, which
 * might be a copied token, so the mailbox is the proof.
 */
export function FirstPasswordLink({ email }: { email: string }) {
  const { t } = useAccountTexts();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function send() {
    setSent(false);
    setBusy(true);
    try {
      await forgotPassword(email);
      setSent(true);
    } catch {
      // Told by the API client (a 429's sentence, no connection); the button stays to try again.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="account-form">
      <p className="account-muted">{t('password.first')}</p>
      <NoticeRegion>
        {sent && <Notice tone="success" live={false}>{t('password.first_link_sent', { email })}</Notice>}
      </NoticeRegion>
      <div className="account-form__actions">
        <Button busy={busy} onClick={() => void send()}>
          {t('password.first_link')}
        </Button>
      </div>
    </div>
  );
}
