import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { logOut } from 'shared-contracts/stores/user';
import { notify } from 'shared-contracts/stores/notifications';
import { textFollowingLanguage } from 'shared-contracts/i18n/namespace';
import { href } from 'shared-contracts/routes/named-routes';
import { Button } from 'shared-contracts/ui/Button';
import { Dialog } from 'shared-contracts/ui/Dialog';
import { Field } from 'shared-contracts/ui/Field';
import { EMAIL_MAX_LENGTH } from 'shared-contracts/forms/email';
import { MAX_PASSWORD_LENGTH } from 'shared-contracts/forms/field-limits';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import { ACCOUNT_NAMESPACE } from '../../../i18n/load-account-messages';
import { formRefusal } from '../../auth/api/form-error';
import { FormRefusal } from '../../auth/components/FormRefusal';
import { deleteAccount } from '../api/account-calls';
import { problem, problemText, serverProblem, type FormProblem } from '../../auth/form-problem';
import { useFocusProblem } from 'shared-contracts/forms/use-focus-problem';
import { useBenefitsContext } from '../account-benefits';

/**
 * Delete account, confirmed in a dialog with the password, or, for an account made with Google
 * (it has none to give), its e-mail address typed out: personal data is erased on the server.
 */
export function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useAccountTexts();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // The password, or the e-mail address of an account without one.
  const [typed, setTyped] = useState('');
  // A refusal of what was typed is shown on its field; any other (an order still in progress) above the form.
  const [error, setError] = useState<FormProblem | null>(null);
  const [refusal, setRefusal] = useState<FormProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const { formRef, focusProblem } = useFocusProblem();
  const benefits = useBenefitsContext();
  // Backing out forgets what was typed and its refusal: reopened, the dialog starts afresh.
  const close = () => {
    setOpen(false);
    setTyped('');
    setError(null);
    setRefusal(null);
  };

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    if (!typed.trim()) {
      setError(problem(hasPassword ? 'errors.password_required' : 'delete.email_required'));
      return focusProblem();
    }
    setError(null);
    // Busy until the homepage replaces this screen: a second click would ask again for a deleted account.
    setBusy(true);
    try {
      await deleteAccount(hasPassword ? { password: typed } : { email: typed.trim() });
      logOut();
      navigate(href('homepage'));
      // Drawn again in the language in use: the t above stays in the language of the moment.
      notify({ message: textFollowingLanguage(ACCOUNT_NAMESPACE, t, 'delete.done'), kind: 'success' });
    } catch (failure) {
      setBusy(false);
      const refused = await formRefusal(failure);
      const onField = refused?.field === 'password' || refused?.field === 'email';
      setError(onField ? serverProblem(refused.message) : null);
      setRefusal(onField ? null : serverProblem(refused?.message ?? null));
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
          <FormRefusal>{problemText(t, refusal)}</FormRefusal>
          <p>{t(hasPassword ? 'delete.warning' : 'delete.warning_email')}</p>
          {hasPassword ? (
            <Field label={t('fields.password')} type="password" autoComplete="current-password" maxLength={MAX_PASSWORD_LENGTH} value={typed} onChange={(e) => setTyped(e.target.value)} error={problemText(t, error)} required />
          ) : (
            <Field label={t('delete.email_label')} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} value={typed} onChange={(e) => setTyped(e.target.value)} error={problemText(t, error)} required />
          )}
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
