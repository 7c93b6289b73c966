import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { $user } from 'shared-contracts/stores/user';
import { href } from 'shared-contracts/routes/named-routes';
import { Button } from 'shared-contracts/ui/Button';
import { Field } from 'shared-contracts/ui/Field';
import { Notice } from 'shared-contracts/ui/Notice';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import { formError } from '../../auth/api/form-error';
import { isFullName, isPhone } from '../../auth/validation';
import { ACCOUNT_LIMITS } from 'shared-contracts/forms/field-limits';
import { isValidEmail } from 'shared-contracts/forms/email';
import { problem, problemText, serverProblem, type FormProblem } from '../../auth/form-problem';
import { FormRefusal } from '../../auth/components/FormRefusal';
import { useFocusProblem } from 'shared-contracts/forms/use-focus-problem';
import { updateProfile, type AccountDetails } from '../api/account-calls';

/**
 * Profile update: name, e-mail, phone. A new phone number is validated again by SMS; a new e-mail
 * address takes effect from the link sent to it, and the form says where that link went.
 */
export function ProfileForm({ account, onSaved }: { account: AccountDetails; onSaved: (account: AccountDetails) => void }) {
  const { t } = useAccountTexts();
  const [values, setValues] = useState({ name: account.name, email: account.email, phone: account.phone });
  const [errors, setErrors] = useState<Partial<Record<'name' | 'email' | 'phone' | 'form', FormProblem>>>({});
  const [busy, setBusy] = useState(false);
  const { formRef, focusProblem } = useFocusProblem();
  const [saved, setSaved] = useState(false);
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const found = {
      ...(isFullName(values.name) ? {} : { name: problem('errors.name_required') }),
      ...(isValidEmail(values.email) ? {} : { email: problem('errors.email_invalid') }),
      ...(isPhone(values.phone) ? {} : { phone: problem('errors.phone_invalid') }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return focusProblem();
    setBusy(true);
    try {
      const updated = await updateProfile({ ...values, email: values.email.trim(), phone: values.phone.trim() });
      $user.set({ ...$user.get(), name: updated.name });
      // The field shows the account's address; a new one waits for its link (notice below).
      setValues((v) => ({ ...v, email: updated.email }));
      setSaved(true);
      onSaved(updated);
    } catch (error) {
      const refused = serverProblem(await formError(error));
      if (!refused) return;
      setErrors({ form: refused });
      focusProblem();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="profile-title">
      <h2 id="profile-title">{t('profile.title')}</h2>
      <form ref={formRef} className="account-form" onSubmit={submit} noValidate>
        {errors.form && <FormRefusal>{problemText(t, errors.form)}</FormRefusal>}
        {saved && <Notice tone="success">{t('profile.saved')}</Notice>}
        {account.pending_email && <Notice tone="info">{t('profile.email_pending', { email: account.pending_email })}</Notice>}
        <Field label={t('fields.name')} autoComplete="name" maxLength={ACCOUNT_LIMITS.name} value={values.name} onChange={set('name')} error={problemText(t, errors.name)} required />
        <Field label={t('fields.email')} type="email" autoComplete="email" maxLength={ACCOUNT_LIMITS.email} value={values.email} onChange={set('email')} error={problemText(t, errors.email)} required />
        <Field label={t('fields.phone')} type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} error={problemText(t, errors.phone)} required />
        <p>
          {account.phone_validated ? (
            t('profile.phone_validated')
          ) : (
            <>
              {t('profile.phone_not_validated')}{' '}
              <Link className="account-link" to={href('auth.validate-phone-number')}>
                {t('profile.validate_phone')}
              </Link>
            </>
          )}
        </p>
        <div className="account-form__actions">
          <Button type="submit" busy={busy}>
            {t('profile.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
