import { Field } from 'shared-contracts/ui/Field';
import { MAX_MESSAGE_LENGTH } from 'shared-contracts/forms/person-fields';

interface TextAreaProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string | undefined;
  maxLength?: number;
}

/** A labelled textarea wired like every Field (label, error, aria-invalid). */
export function TextArea({ label, name, value, onChange, required, error, maxLength = MAX_MESSAGE_LENGTH }: TextAreaProps) {
  return (
    <Field
      label={label}
      required={required}
      error={error}
      render={(control) => (
        <textarea {...control} name={name} value={value} maxLength={maxLength} onChange={(event) => onChange(event.target.value)} />
      )}
    />
  );
}
