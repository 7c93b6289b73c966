import type { ChangeEvent } from 'react';
import { Field, type FieldProps } from 'shared-contracts/ui/Field';
import { normaliseNumberInput } from 'shared-contracts/ui/number-input-rule';

export interface NumberInputProps extends Omit<FieldProps, 'value' | 'onChange' | 'type' | 'render'> {
  /** The text as typed, after the spec §5 rule; the caller parses it when it needs a number. */
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * A text input (not type=number, which rejects a decimal comma in many browsers) that keeps only
 * what spec §5 allows. The decimal keyboard still opens on phones.
 */
export function NumberInput({ value, onValueChange, inputMode = 'decimal', ...field }: NumberInputProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onValueChange(normaliseNumberInput(event.target.value));
  }
  return <Field {...field} type="text" inputMode={inputMode} value={value} onChange={handleChange} />;
}
