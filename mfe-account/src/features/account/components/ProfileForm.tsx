import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from 'shared-contracts/ui/Button';
import { Field } from 'shared-contracts/ui/Field';
import { forgetKeptForm, useKeptState } from 'shared-contracts/forms/use-kept-state';
import { $user } from 'shared-contracts/stores/user';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import { formRefusal } from '../../auth/api/form-error';
import { MAX_PHONE_LENGTH } from 'shared-contracts/forms/person-fields';
import { isFullName, isPhone } from '../../auth/validation';
import { ACCOUNT_LIMITS, MAX_PASSWORD_LENGTH } from 'shared-contracts/forms/field-limits';
import { emailProblem } from 'shared-contracts/forms/person-fields';
import { problem, problemText, serverProblem, type FormProblem } from '../../auth/form-problem';
import { FormRefusal } from '../../auth/components/FormRefusal';
import { useFocusProblem } from 'shared-contracts/forms/use-focus-problem';
import { updateProfile, withdrawEmailChange, type AccountDetails, type ProfileChanged } from '../api/account-calls';
import { PhoneStatus } from './PhoneStatus';

type FieldName = 'name' | 'email' | 'phone';

/** As the API compares addresses: trimmed, in lower case. */
const sameAddress = (typed: string, address: string | null) => address !== null && typed.trim().toLowerCase() === address.toLowerCase();

/**
 * Profile update: name, e-mail, phone. A new phone number is validated again by SMS; a new e-mail
 * address takes effect from the link sent to it, and the form says where that link went, what to
 * do with it, and sends it again on request (the same update again: only the newest link works),
 * or withdraws it (an address typed wrong would otherwise wait its 24 hours on the page).
 * Each save names the profile_version the form shows; when another tab or window saved meanwhile,
 * nothing is saved, the refusal says so and the form shows the details as saved now.
 * A new address is asked for with the current password, which the form asks for only then (a copied
 * session alone must not move the account to another mailbox); an account made with Google, which
 * has none, is told by the API to set one first, on the e-mail field.
 */
export function ProfileForm({ account, onSaved }: { account: AccountDetails; onSaved: (account: AccountDetails) => void }) {
  const { t } = useAccountTexts();
  // What was typed, kept for the tab (use-kept-state, never the password): a session ending before
  // the save brings the customer back here after signing in, with it. Per account, and per the
  // profile_version it was typed over: details saved since in another tab are not hidden by it.
  const [keptAs] = useState(() => `account-profile-${$user.get().id ?? 'guest'}`);
  const [values, setValues] = useKeptState(`${keptAs}:v${account.profile_version}`, { name: account.name, email: account.email, phone: account.phone });
  // Only what differs from the account is kept: once saved (or typed back), the account's own
  // details are what a later visit shows. After use-kept-state's own write, which runs first.
  const asSaved = values.name === account.name && values.email === account.email && values.phone === account.phone;
  useEffect(() => {
    if (asSaved) forgetKeptForm(keptAs);
  }, [asSaved, values, keptAs, account.profile_version]);
  const [errors, setErrors] = useState<Partial<Record<FieldName | 'password' | 'form', FormProblem>>>({});
  const [password, setPassword] = useState('');
  // The address waiting for its link was asked for with the password already: typed again, it needs none.
  const asksPassword = account.has_password && !sameAddress(values.email, account.email) && !sameAddress(values.email, account.pending_email);
  const [busy, setBusy] = useState(false);
  const { formRef, focusProblem } = useFocusProblem();
  const [saved, setSaved] = useState(false);
  const [resending, setResending] = useState(false);
  const [resentTo, setResentTo] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  // The change waiting for its link was withdrawn: the notice says the account keeps its address.
  const [withdrawn, setWithdrawn] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  // The button pressed goes with the notice it was in: the keyboard goes on from the e-mail field.
  useEffect(() => {
    if (withdrawn) emailRef.current?.focus();
  }, [withdrawn]);
  const set = (name: FieldName) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    // A field's error was about what it held (as at registration): once changed, it is checked again on the next save.
    setErrors(({ [name]: _answered, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    setResentTo(null);
    setWithdrawn(false);
    const found = {
      ...(isFullName(values.name) ? {} : { name: problem('errors.name_required') }),
      ...(emailProblem(values.email) === null ? {} : { email: problem('errors.email_invalid') }),
      ...(isPhone(values.phone) ? {} : { phone: problem('errors.phone_invalid') }),
      ...(asksPassword && !password ? { password: problem('errors.password_required') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return focusProblem();
    setBusy(true);
    try {
      const answer = await updateProfile({
        ...values,
        email: values.email.trim(),
        phone: values.phone.trim(),
        profile_version: account.profile_version,
        ...(asksPassword ? { password } : {}),
      });
      if ('changed' in answer) return showChanged(answer.changed);
      const updated = answer.saved;
      setPassword('');
      // The field shows the account's address; a new one waits for its link (notice below).
      setValues((v) => ({ ...v, email: updated.email }));
      setSaved(true);
      onSaved(updated);
    } catch (error) {
      await showRefusal(error);
    } finally {
      setBusy(false);
    }
  }

  /** A refusal naming one of the fields (the name, the password) is shown on it, which takes the focus; anything else above the form. */
  async function showRefusal(error: unknown) {
    const refusal = await formRefusal(error);
    const refused = serverProblem(refusal?.message ?? null);
    if (!refused) return;
    const field = refusal?.field;
    setErrors(field === 'name' || field === 'email' || field === 'phone' || field === 'password' ? { [field]: refused } : { form: refused });
    focusProblem();
  }

  /** Another tab or window saved first: its details, as saved now, replace what the form held. */
  function showChanged({ message, account: now }: ProfileChanged) {
    setValues({ name: now.name, email: now.email, phone: now.phone });
    setPassword('');
    setErrors({ form: { message } });
    onSaved(now);
    focusProblem();
  }

  async function resendLink(pendingEmail: string) {
    setSaved(false);
    setResentTo(null);
    setResending(true);
    try {
      // The details the account has, not what the form may hold unsaved: only the link is asked for.
      const answer = await updateProfile({ name: account.name, email: pendingEmail, phone: account.phone, profile_version: account.profile_version });
      if ('changed' in answer) return showChanged(answer.changed);
      setResentTo(answer.saved.pending_email);
      onSaved(answer.saved);
    } catch (error) {
      await showRefusal(error);
    } finally {
      setResending(false);
    }
  }

  async function cancelEmailChange() {
    setSaved(false);
    setResentTo(null);
    setWithdrawing(true);
    try {
      onSaved(await withdrawEmailChange());
      setWithdrawn(true);
    } catch (error) {
      await showRefusal(error);
    } finally {
      setWithdrawing(false);
    }
  }

  const pendingEmail = account.pending_email;
  return (
    <section aria-labelledby="profile-title">
      <h2 id="profile-title">{t('profile.title')}</h2>
      <form ref={formRef} className="account-form" onSubmit={submit} noValidate>
        <FormRefusal>{errors.form && problemText(t, errors.form)}</FormRefusal>
        {/* One region each: shown together, they keep the form's gap between them. */}
        <NoticeRegion>
          {saved && <Notice tone="success" live={false}>{t('profile.saved')}</Notice>}
        </NoticeRegion>
        <NoticeRegion>
          {resentTo && <Notice tone="success" live={false}>{t('profile.link_resent', { email: resentTo })}</Notice>}
        </NoticeRegion>
        <NoticeRegion>
          {withdrawn && !pendingEmail && <Notice tone="success" live={false}>{t('profile.email_change_cancelled', { email: account.email })}</Notice>}
        </NoticeRegion>
        {/* Comes with the save of a new address: said with it. */}
        <NoticeRegion>
          {pendingEmail && (
            <Notice tone="info" live={false}>
              {t('profile.email_pending', { email: pendingEmail })}{' '}
              <Button variant="link" busy={resending} onClick={() => void resendLink(pendingEmail)}>
                {t('profile.resend_link')}
              </Button>{' '}
              <Button variant="link" busy={withdrawing} onClick={() => void cancelEmailChange()}>
                {t('profile.cancel_email_change')}
              </Button>
            </Notice>
          )}
        </NoticeRegion>
        <Field label={t('fields.name')} autoComplete="name" maxLength={ACCOUNT_LIMITS.name} value={values.name} onChange={set('name')} error={problemText(t, errors.name)} required />
        <Field label={t('fields.email')} type="email" autoComplete="email" maxLength={ACCOUNT_LIMITS.email} value={values.email} onChange={set('email')} error={problemText(t, errors.email)} required ref={emailRef} />
        {asksPassword && (
          <Field
            label={t('profile.current_password')}
            hint={t('profile.current_password_hint')}
            type="password"
            autoComplete="current-password"
            maxLength={MAX_PASSWORD_LENGTH}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors(({ password: _answered, ...rest }) => rest);
            }}
            error={problemText(t, errors.password)}
            required
          />
        )}
        <Field label={t('fields.phone')} type="tel" autoComplete="tel" maxLength={MAX_PHONE_LENGTH} value={values.phone} onChange={set('phone')} error={problemText(t, errors.phone)} required />
        <PhoneStatus typed={values.phone} saved={account.phone} validated={account.phone_validated} />
        <div className="account-form__actions">
          <Button type="submit" busy={busy}>
            {t('profile.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
