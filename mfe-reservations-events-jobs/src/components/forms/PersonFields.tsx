import { Field } from 'shared-contracts/ui/Field';
import { MAX_NAME_LENGTH, MAX_PHONE_LENGTH } from 'shared-contracts/forms/person-fields';
import { useTexts } from '../../i18n/use-texts';
import type { PersonProblems, PersonValues } from './person-problems';

interface PersonFieldsProps {
  values: PersonValues;
  problems: PersonProblems;
  onChange: (values: PersonValues) => void;
  phoneOptional?: boolean;
}

/** Name, phone and e-mail, as every form of this remote asks them, with their spec §5 messages. */
export function PersonFields({ values, problems, onChange, phoneOptional = false }: PersonFieldsProps) {
  const { t } = useTexts();
  const problem = (key: keyof PersonValues) => (problems[key] ? t(`problem.${problems[key]}`) : undefined);
  return (
    <>
      <Field
        label={t('field.name')}
        name="name"
        autoComplete="name"
        required
        // The rule's bound as the field's: a longer name cannot be typed, rather than typed and refused.
        maxLength={MAX_NAME_LENGTH}
        value={values.name}
        error={problem('name')}
        onChange={(event) => onChange({ ...values, name: event.target.value })}
      />
      <Field
        label={phoneOptional ? `${t('field.phone')} (${t('field.optional')})` : t('field.phone')}
        name="phone"
        type="tel"
        autoComplete="tel"
        required={!phoneOptional}
        maxLength={MAX_PHONE_LENGTH}
        value={values.phone}
        error={problem('phone')}
        onChange={(event) => onChange({ ...values, phone: event.target.value })}
      />
      <Field
        label={t('field.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={problem('email')}
        onChange={(event) => onChange({ ...values, email: event.target.value })}
      />
    </>
  );
}
