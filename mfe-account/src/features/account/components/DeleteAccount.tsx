import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { logOut } from 'shared-contracts/stores/user';
import { notify } from 'shared-contracts/stores/notifications';
import { textFollowingLanguage } from 'shared-contracts/i18n/namespace';
import { href } from 'shared-contracts/routes/named-routes';
import { Button } from 'shared-contracts/ui/Button';
import { Dialog } from 'shared-contracts/ui/Dialog';
import { Field } from 'shared-contracts/ui/Field';
import { MAX_PASSWORD_LENGTH } from 'shared-contracts/forms/field-limits';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import { ACCOUNT_NAMESPACE } from '../../../i18n/load-account-messages';
import { formError } from '../../auth/api/form-error';
import { deleteAccount } from '../api/account-calls';
import { problem, problemText, serverProblem, type FormProblem } from '../../auth/form-problem';
import { useFocusProblem } from 'shared-contracts/forms/use-focus-problem';
import { useBenefitsContext } from '../account-benefits';

/** Delete account, confirmed with the password in a dialog: personal data is erased on the server. */
export function DeleteAccount() {
  const { t } = useAccountTexts();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<FormProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const { formRef, focusProblem } = useFocusProblem();
  const benefits = useBenefitsContext();
  // Backing out forgets the password typed and its refusal: reopened, the dialog starts afresh.
  const close = () => {
    setOpen(false);
    setPassword('');
    setError(null);
  };

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError(problem('errors.password_required'));
      return focusProblem();
    }
    // Busy until the homepage replaces this screen: a second click would ask again for a deleted account.
    setBusy(true);
    try {
      await deleteAccount(password);
      logOut();
      navigate(href('homepage'));
      // Drawn again in the language in use: the t above stays in the language of the moment.
      notify({ message: textFollowingLanguage(ACCOUNT_NAMESPACE, t, 'delete.done'), kind: 'success' });
    } catch (failure) {
      setBusy(false);
      setError(serverProblem(await formError(failure)));
      focusProblem();
    }
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
          <p>{t('delete.warning')}</p>
          <Field label={t('fields.password')} type="password" autoComplete="current-password" maxLength={MAX_PASSWORD_LENGTH} value={password} onChange={(e) => setPassword(e.target.value)} error={problemText(t, error)} required />
          <div className="account-form__actions">
            <Button type="submit" busy={busy}>
              {t('delete.confirm')}
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
