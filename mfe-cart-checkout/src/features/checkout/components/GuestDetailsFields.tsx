import { useMemo } from 'react';
import { phoneCountries } from 'shared-contracts/checkout/phone-countries';
import { Field } from 'shared-contracts/ui/Field';
import { useCartTexts } from '../../../i18n/use-cart-texts';

export interface GuestDetailsValues {
  name: string;
  email: string;
  phone: string;
  phone_country: string;
}

interface GuestDetailsFieldsProps {
  values: GuestDetailsValues;
  language: string;
  onChange: (patch: Partial<GuestDetailsValues>) => void;
  errors: Partial<Record<keyof GuestDetailsValues, string>>;
}

/** Spec §5 guest details: full name, e-mail, and a phone number with its country. */
export function GuestDetailsFields({ values, language, onChange, errors }: GuestDetailsFieldsProps) {
  const { t } = useCartTexts();
  const countries = useMemo(() => phoneCountries(language), [language]);
  return (
    <section className="checkout__section" aria-labelledby="checkout-guest">
      <h2 id="checkout-guest" className="checkout__heading">{t('checkout.guest.title')}</h2>
      <Field label={t('checkout.guest.name')} required autoComplete="name" value={values.name} error={errors.name}
        onChange={(event) => onChange({ name: event.target.value })} />
      <Field label={t('checkout.guest.email')} required type="email" autoComplete="email" value={values.email}
        hint={t('checkout.guest.emailHint')} error={errors.email} onChange={(event) => onChange({ email: event.target.value })} />
      <div className="checkout__phone">
        <Field
          label={t('checkout.guest.phoneCountry')}
          render={(control) => (
            <select {...control} autoComplete="tel-country-code" value={values.phone_country}
              onChange={(event) => onChange({ phone_country: event.target.value })}>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>{country.label}</option>
              ))}
            </select>
          )}
        />
        <Field label={t('checkout.guest.phone')} required type="tel" autoComplete="tel-national" value={values.phone}
          error={errors.phone} onChange={(event) => onChange({ phone: event.target.value })} />
      </div>
    </section>
  );
}
