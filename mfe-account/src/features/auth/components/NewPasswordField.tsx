import { MAX_PASSWORD_LENGTH } from 'shared-contracts/forms/field-limits';
import { Field } from 'shared-contracts/ui/Field';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import { problemText, type FormProblem } from '../form-problem';
import { newPasswordHint } from '../new-password-rule';
import { PasswordStrength } from './PasswordStrength';

/**
 * A password being chosen (a reset, a change in the account): the length rule said up front and
 * the strength meter under it (spec §5), so both forms tell the customer the same.
 */
export function NewPasswordField({ value, onChange, problem, userInputs }: {
  value: string;
  onChange: (value: string) => void;
  problem: FormProblem | null | undefined;
  /** The customer's own details, which make a password weak. */
  userInputs: string[];
}) {
  const { t } = useAccountTexts();
  return (
    <>
      <Field
        label={t('fields.new_password')}
        type="password"
        autoComplete="new-password"
        maxLength={MAX_PASSWORD_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={problemText(t, problem)}
        hint={newPasswordHint(t)}
        required
      />
      <PasswordStrength password={value} userInputs={userInputs} />
    </>
  );
}
