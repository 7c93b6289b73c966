import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { logOut } from 'shared-contracts/stores/user';
import { notify } from 'shared-contracts/stores/notifications';
import { textFollowingLanguage } from 'shared-contracts/i18n/namespace';
import { href } from 'shared-contracts/routes/named-routes';
import { Button } from 'shared-contracts/ui/Button';
import { Dialog } from 'shared-contracts/ui/Dialog';
import { Field } from 'shared-contracts/ui/Field';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { MAX_PASSWORD_LENGTH } from 'shared-contracts/forms/field-limits';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import { ACCOUNT_NAMESPACE } from '../../../i18n/load-account-messages';
import { formRefusal } from '../../auth/api/form-error';
import { FormRefusal } from '../../auth/components/FormRefusal';
import { deleteAccount, requestDeletionLink } from '../api/account-calls';
import { useDeletionLink } from '../deletion-link';
import { problem, problemText, serverProblem, type FormProblem } from '../../auth/form-problem';
import { useFocusProblem } from 'shared-contracts/forms/use-focus-problem';
import { useBenefitsContext } from '../account-benefits';

/**
 * Delete account, confirmed in a dialog with the password, or, for an account made with Google (it
 * has none to give), from the link e-mailed to its address: a session alone may be a copied token,
 * and the address shown on this page proves nothing. The link opens this page with the dialog open
 * (useDeletionLink). Personal data is erased on the server.
 */
export function DeleteAccount({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  const { t } = useAccountTexts();
  const navigate = useNavigate();
  const [link, setLink] = useDeletionLink();
  // Only an account without a password is confirmed by a link; arriving with one, its dialog is open.
  const opened = hasPassword ? null : link;
  const [open, setOpen] = useState(opened !== null);
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState(false);
  // A refusal of the password is shown on its field; any other (an order still in progress, a link
  // that no longer works) above the form.
  const [error, setError] = useState<FormProblem | null>(null);
  const [refusal, setRefusal] = useState<FormProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const { formRef, focusProblem } = useFocusProblem();
  const benefits = useBenefitsContext();
  // Backing out forgets what was typed and its refusal: reopened, the dialog starts afresh.
  const close = () => {
    setOpen(false);
    setPassword('');
    setError(null);
    setRefusal(null);
    setSent(false);
  };

  async function showRefusal(failure: unknown) {
    const refused = await formRefusal(failure);
    // A link that no longer works is forgotten: the dialog offers to e-mail a new one, saying why.
    if (refused?.field === 'link') setLink(null);
    const onField = refused?.field === 'password';
    setError(onField ? serverProblem(refused.message) : null);
    setRefusal(onField ? null : serverProblem(refused?.message ?? null));
    focusProblem();
  }

  async function deleteWith(confirmation: { password: string } | { link: string }) {
    // Busy until the homepage replaces this screen: a second click would ask again for a deleted account.
    setBusy(true);
    try {
      await deleteAccount(confirmation);
      logOut();
      navigate(href('homepage'));
      // Drawn again in the language in use: the t above stays in the language of the moment.
      notify({ message: textFollowingLanguage(ACCOUNT_NAMESPACE, t, 'delete.done'), kind: 'success' });
    } catch (failure) {
      setBusy(false);
      await showRefusal(failure);
    }
  }

  async function sendLink() {
    setSent(false);
    setBusy(true);
    try {
      await requestDeletionLink();
      setSent(true);
    } catch (failure) {
      // A 429's sentence or no connection is told by the API client; the button stays to try again.
      await showRefusal(failure);
    } finally {
      setBusy(false);
    }
  }

  function confirm(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    if (opened) return void deleteWith({ link: opened });
    if (!hasPassword) return void sendLink();
    if (!password.trim()) {
      setError(problem('errors.password_required'));
      return focusProblem();
    }
    setError(null);
    void deleteWith({ password });
  }

  return (
    <section aria-labelledby="delete-title">
      <h2 id="delete-title">{t('delete.title')}</h2>
      <p>{t('delete.intro', benefits)}</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('delete.open')}
      </Button>
      <Dialog open={open} title={t('delete.confirm_title')} onClose={close} closeLabel={t('delete.close')}>
        <form ref={formRef} className="account-form" onSubmit={confirm} noValidate>
          <FormRefusal>{problemText(t, refusal)}</FormRefusal>
          {hasPassword ? (
            <>
              <p>{t('delete.warning')}</p>
              <Field label={t('fields.password')} type="password" autoComplete="current-password" maxLength={MAX_PASSWORD_LENGTH} value={password} onChange={(e) => setPassword(e.target.value)} error={problemText(t, error)} required />
            </>
          ) : opened ? (
            <p>{t('delete.warning_link_opened', { email })}</p>
          ) : (
            <>
              <p>{t('delete.warning_link_ask', { email })}</p>
              <NoticeRegion>
                {sent && (
                  <Notice tone="success" live={false}>
                    {t('delete.link_sent', { email })}
                  </Notice>
                )}
              </NoticeRegion>
            </>
          )}
          <div className="account-form__actions">
            <Button type="submit" busy={busy}>
              {hasPassword || opened ? t('delete.confirm') : t('delete.send_link')}
            </Button>
            <Button variant="secondary" onClick={close}>
              {t('delete.keep')}
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
