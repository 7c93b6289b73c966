import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from 'shared-contracts/ui/Button';
import { Field } from 'shared-contracts/ui/Field';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import { formRefusal } from '../../auth/api/form-error';
import { NewPasswordField } from '../../auth/components/NewPasswordField';
import { MAX_PASSWORD_LENGTH } from 'shared-contracts/forms/field-limits';
import { changePassword } from '../api/account-calls';
import { problem, problemText, serverProblem, type FormProblem } from '../../auth/form-problem';
import { newPasswordProblem } from '../../auth/new-password-rule';
import { FormRefusal } from '../../auth/components/FormRefusal';
import { useFocusProblem } from 'shared-contracts/forms/use-focus-problem';
import { FirstPasswordLink } from './FirstPasswordLink';

/**
 * Change password: the old one is required; other devices are signed out by the server. An account
 * made with Google, which has none, sets its first one from an e-mailed link (FirstPasswordLink).
 */
export function ChangePasswordForm({ email, userInputs, hasPassword }: { email: string; userInputs: string[]; hasPassword: boolean }) {
  const { t } = useAccountTexts();
  return (
    <section aria-labelledby="password-title">
      <h2 id="password-title">{t('password.title')}</h2>
      {hasPassword ? <PasswordForm userInputs={userInputs} /> : <FirstPasswordLink email={email} />}
    </section>
  );
}

function PasswordForm({ userInputs }: { userInputs: string[] }) {
  const { t } = useAccountTexts();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'old' | 'new' | 'form', FormProblem>>>({});
  const [busy, setBusy] = useState(false);
  const { formRef, focusProblem } = useFocusProblem();
  const [changed, setChanged] = useState(false);

  function changeOldPassword(event: ChangeEvent<HTMLInputElement>) {
    setOldPassword(event.target.value);
    // Its error was about what it held: once changed, it is checked again on the next submit.
    setErrors(({ old: _answered, ...rest }) => rest);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChanged(false);
    const newProblem = newPasswordProblem(newPassword);
    const found = {
      ...(oldPassword ? {} : { old: problem('errors.password_required') }),
      ...(newProblem ? { new: newProblem } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return focusProblem();
    setBusy(true);
    try {
      await changePassword({ old_password: oldPassword, new_password: newPassword });
      setOldPassword('');
      setNewPassword('');
      setChanged(true);
    } catch (error) {
      const refusal = await formRefusal(error);
      const refused = serverProblem(refusal?.message ?? null);
      if (!refused) return;
      // A wrong old password, or the same password again (the answer names its field), is shown on
      // that field, which takes the focus, so it is heard where it is mended; anything else above the form.
      const field = refusal?.field === 'old_password' ? 'old' : refusal?.field === 'new_password' ? 'new' : 'form';
      setErrors({ [field]: refused });
      focusProblem();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="account-form" onSubmit={submit} noValidate>
      <FormRefusal>{errors.form && problemText(t, errors.form)}</FormRefusal>
      <NoticeRegion>
        {changed && <Notice tone="success" live={false}>{t('password.changed')}</Notice>}
      </NoticeRegion>
      <Field label={t('fields.old_password')} type="password" autoComplete="current-password" maxLength={MAX_PASSWORD_LENGTH} value={oldPassword} onChange={changeOldPassword} error={problemText(t, errors.old)} required />
      <NewPasswordField value={newPassword} onChange={setNewPassword} problem={errors.new} userInputs={userInputs} />
      <div className="account-form__actions">
        <Button type="submit" busy={busy}>
          {t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
