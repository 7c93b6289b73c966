import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useStore } from '@nanostores/react';
import { $settings } from 'shared-contracts/stores/settings';
import { href } from 'shared-contracts/routes/named-routes';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { Button } from 'shared-contracts/ui/Button';
import { Field } from 'shared-contracts/ui/Field';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { useAccountTexts } from '../i18n/use-account-texts';
import { formRefusal } from '../features/auth/api/form-error';
import { register } from '../features/auth/api/register';
import { PasswordStrength } from '../features/auth/components/PasswordStrength';
import { FormRefusal } from '../features/auth/components/FormRefusal';
import { useFocusProblem } from 'shared-contracts/forms/use-focus-problem';
import { forgetKeptForm, useKeptState } from 'shared-contracts/forms/use-kept-state';
import { MAX_PHONE_LENGTH } from 'shared-contracts/forms/person-fields';
import { isFullName, isPhone } from '../features/auth/validation';
import { ACCOUNT_LIMITS, MAX_PASSWORD_LENGTH } from 'shared-contracts/forms/field-limits';
import { emailProblem } from 'shared-contracts/forms/person-fields';
import { problem, problemText, serverProblem, type FormProblem } from '../features/auth/form-problem';
import { newPasswordHint, newPasswordProblem } from '../features/auth/new-password-rule';
import { accountBenefits, hasReferrals } from '../features/account/account-benefits';
import { useSignedInDestination } from '../features/auth/use-signed-in-destination';
import '../features/auth/components/account-forms.css';

type FieldName = 'name' | 'email' | 'phone' | 'password' | 'referral_code';

const KEPT_AS = 'register';

/**
 * /auth/register: name, e-mail, phone, password with its strength; a friend's referral code from the
 * share link, where a referral earns points (settings' has_referrals: loyalty on, referral points above 0). The
 * account is made from the e-mailed link (/auth/confirm-registration/{id}).
 */
export default function RegisterPage(_props: ScreenProps) {
  const { t, ready } = useAccountTexts();
  const signedInDestination = useSignedInDestination();
  const [search] = useSearchParams();
  const settings = useStore($settings);
  const referrals = hasReferrals(settings);
  // Kept for the tab until sent (use-kept-state): the customer who follows a link (the terms, a
  // sign-in) and comes Back finds what they typed. Never the password; the referral code is the
  // link's.
  const [person, setPerson] = useKeptState(`${KEPT_AS}:person`, { name: '', email: '', phone: '' });
  const [secrets, setSecrets] = useState({ password: '', referral_code: search.get('referral') ?? '' });
  const values = { ...person, ...secrets };
  const [errors, setErrors] = useState<Partial<Record<FieldName | 'form', FormProblem>>>({});
  const [busy, setBusy] = useState(false);
  const { formRef, focusProblem } = useFocusProblem();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const emailField = useRef<HTMLInputElement>(null);
  const wasSent = useRef(false);
  useEffect(() => {
    if (sentTo !== null) {
      // The form was long: the answer starts at the top, and screen readers land on it.
      wasSent.current = true;
      document.documentElement.scrollTop = 0;
      sentHeading.current?.focus({ preventScroll: true });
    } else if (wasSent.current) {
      // Back for another address: only the address was wrong, so the rest stays as typed (a password
      // chosen a moment ago is no safer retyped, only slower on a phone). The old address is
      // selected: typing replaces it, and a typo in it can still be mended.
      emailField.current?.focus();
      emailField.current?.select();
    }
  }, [sentTo]);
  const set = (name: FieldName) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    if (name === 'password' || name === 'referral_code') setSecrets((v) => ({ ...v, [name]: value }));
    else setPerson((v) => ({ ...v, [name]: value }));
    // A field's error was about what it held: once changed, it is checked again on the next submit.
    setErrors(({ [name]: _answered, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<FieldName, FormProblem>> = {
      ...(isFullName(values.name) ? {} : { name: problem('errors.name_required') }),
      ...(emailProblem(values.email) === null ? {} : { email: problem('errors.email_invalid') }),
      ...(isPhone(values.phone) ? {} : { phone: problem('errors.phone_invalid') }),
    };
    const passwordProblem = newPasswordProblem(values.password, 'password');
    if (passwordProblem) found.password = passwordProblem;
    setErrors(found);
    if (Object.keys(found).length > 0) return focusProblem();
    setBusy(true);
    const { referral_code, ...rest } = values;
    const sentReferral = referrals && referral_code.trim() !== '';
    try {
      const email = rest.email.trim();
      await register({ ...rest, email, phone: rest.phone.trim(), ...(sentReferral ? { referral_code: referral_code.trim() } : {}) });
      forgetKeptForm(KEPT_AS);
      setSentTo(email);
    } catch (error) {
      const refusal = await formRefusal(error);
      const refused = serverProblem(refusal?.message ?? null);
      if (!refused) return;
      // A refusal about a field (the answer names it: a referral code, the name) is shown on that
      // field, which takes the focus, where it can be mended; anything else above the form.
      const onField = (refusal?.field === 'referral_code' && sentReferral) || refusal?.field === 'name' || refusal?.field === 'phone';
      setErrors(onField ? { [refusal.field as FieldName]: refused } : { form: refused });
      focusProblem();
    } finally {
      setBusy(false);
    }
  }

  if (signedInDestination) return <Navigate to={signedInDestination} replace />;
  if (!ready) return <div className="account-screen" aria-busy="true" />;
  // Second in the screen with the form and with the answer, so React keeps it from one to the
  // other: the region is in the page before the answer comes into it, and it is said.
  const answer = <NoticeRegion>{sentTo !== null && <Notice tone="success" live={false}>{t('register.sent_text', { email: sentTo })}</Notice>}</NoticeRegion>;
  if (sentTo !== null) {
    return (
      <div className="account-screen">
        <ScreenHeading ref={sentHeading} tabIndex={-1}>
          {t('register.sent_title')}
        </ScreenHeading>
        {answer}
        <p>
          <Button variant="link" onClick={() => setSentTo(null)}>
            {t('register.another_email')}
          </Button>
        </p>
      </div>
    );
  }
  return (
    <div className="account-screen">
      <ScreenHeading>{t('register.title')}</ScreenHeading>
      {answer}
      <p>{t('register.invitation', { context: accountBenefits(settings) })}</p>
      <form ref={formRef} className="account-form" onSubmit={submit} noValidate>
        <FormRefusal>{errors.form && problemText(t, errors.form)}</FormRefusal>
        <Field label={t('fields.name')} autoComplete="name" maxLength={ACCOUNT_LIMITS.name} value={values.name} onChange={set('name')} error={problemText(t, errors.name)} required />
        <Field ref={emailField} label={t('fields.email')} type="email" autoComplete="email" maxLength={ACCOUNT_LIMITS.email} value={values.email} onChange={set('email')} error={problemText(t, errors.email)} required />
        <Field label={t('fields.phone')} type="tel" autoComplete="tel" maxLength={MAX_PHONE_LENGTH} value={values.phone} onChange={set('phone')} error={problemText(t, errors.phone)} hint={t('register.phone_hint')} required />
        <Field
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
          value={values.password}
          onChange={set('password')}
          error={problemText(t, errors.password)}
          hint={newPasswordHint(t)}
          required
        />
        <PasswordStrength password={values.password} userInputs={[values.name, values.email, values.phone]} />
        {referrals && (
          <Field
            label={t('fields.referral_code')}
            maxLength={ACCOUNT_LIMITS.referral_code}
            value={values.referral_code}
            onChange={set('referral_code')}
            error={problemText(t, errors.referral_code)}
            // An invited friend who orders before validating their phone earns their friend nothing: said
            // while a code is there, and not of a refused one, which invites no one.
            hint={values.referral_code.trim() !== '' && !errors.referral_code ? t('referral.invited_validate_phone') : undefined}
            autoComplete="off"
          />
        )}
        <div className="account-form__actions">
          <Button type="submit" busy={busy}>
            {t('register.submit')}
          </Button>
        </div>
      </form>
      <p>
        {t('register.have_account')}{' '}
        <Link className="account-link" to={href('auth.login')}>
          {t('register.login')}
        </Link>
      </p>
    </div>
  );
}
