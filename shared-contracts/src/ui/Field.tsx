import { useId, type InputHTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';
import './primitives.css';

/** What a field's control needs so its label, hint and error reach assistive technology. */
export interface FieldControlProps {
  id: string;
  className: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  hint?: ReactNode;
  /** A validation message (spec §5); shown in red, announced, and marks the control invalid. */
  error?: ReactNode;
  /** Another control (textarea, select) in place of the input, wired the same way. */
  render?: (control: FieldControlProps) => ReactElement;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled form control with an optional hint and error; required fields are marked * (spec §4). */
export function Field({ label, hint, error, render, id, required, className, ref, ...input }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [input['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id: controlId,
    className: 'ui-field__control',
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={controlId}>
        {label}
        {required && (
          <span className="ui-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {render ? render(control) : <input {...input} {...control} ref={ref} />}
      {hint && (
        <p className="ui-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="ui-field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
