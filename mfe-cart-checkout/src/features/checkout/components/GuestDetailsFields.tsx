import { useEffect, useState } from 'react';
import { callingCode, loadPhoneCountries, type PhoneCountry } from 'shared-contracts/checkout/phone-countries';
import type { Language } from 'shared-contracts/types/language';
import { Field } from 'shared-contracts/ui/Field';
import { ORDER_CONTACT_LIMITS } from 'shared-contracts/forms/field-limits';
import { useCartTexts } from '../../../i18n/use-cart-texts';

export interface GuestDetailsValues {
  name: string;
  email: string;
  phone: string;
  phone_country: string;
}

interface GuestDetailsFieldsProps {
  values: GuestDetailsValues;
  language: Language;
  onChange: (patch: Partial<GuestDetailsValues>) => void;
  errors: Partial<Record<keyof GuestDetailsValues, string>>;
}

/** The phone countries named in `language`, or null while their chunk is on its way. */
function usePhoneCountries(language: Language): PhoneCountry[] | null {
  const [loaded, setLoaded] = useState<{ language: Language; countries: PhoneCountry[] } | null>(null);
  useEffect(() => {
    let live = true;
    loadPhoneCountries(language).then(
      (countries) => live && setLoaded({ language, countries }),
      // The select keeps the chosen country by its calling code: the order can still be placed.
      (error: unknown) => console.error('Could not load the country names', error),
    );
    return () => {
      live = false;
    };
  }, [language]);
  return loaded?.language === language ? loaded.countries : null;
}

/** Spec §5 guest details: full name, e-mail, and a phone number with its country. */
export function GuestDetailsFields({ values, language, onChange, errors }: GuestDetailsFieldsProps) {
  const { t } = useCartTexts();
  const countries = usePhoneCountries(language) ??
    (values.phone_country ? [{ code: values.phone_country, label: callingCode(values.phone_country) }] : []);
  return (
    <section className="checkout__section" aria-labelledby="checkout-guest">
      <h3 id="checkout-guest" className="checkout__heading">{t('checkout.guest.title')}</h3>
      <Field label={t('checkout.guest.name')} required autoComplete="name" maxLength={ORDER_CONTACT_LIMITS.name} value={values.name} error={errors.name}
        onChange={(event) => onChange({ name: event.target.value })} />
      <Field label={t('checkout.guest.email')} required type="email" autoComplete="email" maxLength={ORDER_CONTACT_LIMITS.email} value={values.email}
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
        <Field label={t('checkout.guest.phone')} required type="tel" autoComplete="tel-national" maxLength={ORDER_CONTACT_LIMITS.phone} value={values.phone}
          error={errors.phone} onChange={(event) => onChange({ phone: event.target.value })} />
      </div>
    </section>
  );
}
