import { useState, type ChangeEvent } from 'react';
import { Field, type FieldProps } from 'shared-contracts/ui/Field';
import { normaliseNumberInput } from 'shared-contracts/ui/number-input-rule';

export interface NumberInputProps extends Omit<FieldProps, 'value' | 'onChange' | 'type' | 'render'> {
  /** The text as typed, after the spec §5 rule; the caller parses it when it needs a number. */
  value: string;
  onValueChange: (value: string) => void;
  /** Said when the rule drops what was typed or pasted ("1e2", "abc"), in the page's language. */
  refusedText: string;
}

/**
 * A text input (not type=number, which rejects a decimal comma in many browsers) that keeps only
 * what spec §5 allows. The decimal keyboard still opens on phones. Dropped characters are said, so
 * a pasted "1e2" that becomes 12, or letters that vanish, do not pass in silence.
 */
export function NumberInput({ value, onValueChange, refusedText, error, announceError = false, inputMode = 'decimal', ...field }: NumberInputProps) {
  const [refused, setRefused] = useState(false);
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.target.value;
    const kept = normaliseNumberInput(typed);
    // A decimal comma becoming a dot is the rule's reading, not a refusal.
    setRefused(kept !== typed.replace(/,/g, '.'));
    onValueChange(kept);
  }
  // The refusal appears as the customer types, in the field they are on: nothing else would say it.
  const announced = error ? announceError : refused || announceError;
  return (
    <Field
      {...field}
      type="text"
      inputMode={inputMode}
      value={value}
      onChange={handleChange}
      error={error ?? (refused ? refusedText : undefined)}
      announceError={announced}
    />
  );
}
