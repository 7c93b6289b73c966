import { useEffect, useId, useRef, useState, type ClipboardEvent, type FormEvent, type InputHTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';
import { commonText } from 'shared-contracts/i18n/common/common-text';
import { formatNumber } from 'shared-contracts/i18n/format-number';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** The field's text control with a length limit, if it has one (maxLength, on an input or a textarea). */
function limitedControl(target: EventTarget | Element | null | undefined): TextControl | null {
  return (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && target.maxLength > 0 ? target : null;
}

/** A limit this short is a code's or a number's length, which its label or hint says: no count. */
const SHORT_LIMIT = 10;

/** The count of characters left shows from here on: the last tenth of the limit, at least ten. */
function nearTheLimit(control: TextControl): boolean {
  if (control.maxLength <= SHORT_LIMIT) return false;
  return control.maxLength - control.value.length <= Math.max(10, Math.floor(control.maxLength / 10));
}

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
  /**
   * A validation message (spec §5); shown in red, marks the control invalid and is its description.
   * Not a live region: a refused form focuses its first invalid field, which reads it.
   */
  error?: ReactNode;
  /** Said as it appears: for an error shown with no focus move to read it (checked as typed, or by a button beside the field). */
  announceError?: boolean;
  /** Another control (textarea, select) in place of the input, wired the same way. */
  render?: (control: FieldControlProps) => ReactElement;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled form control with an optional hint and error; required fields are marked * (spec §4).
 * A control with a length limit (maxLength) says how many characters are left near it, and says so
 * when a paste was cut to fit: the browser drops the rest in silence, and the customer would send
 * a message without its end.
 */
export function Field({ label, hint, error, announceError = false, render, id, required, className, ref, ...input }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const wrapper = useRef<HTMLDivElement>(null);
  const [left, setLeft] = useState<number | null>(null);
  const [cutAt, setCutAt] = useState<number | null>(null);
  const countLeft = (control: TextControl | null) => setLeft(control && nearTheLimit(control) ? control.maxLength - control.value.length : null);
  // Counted after each render too: the value may change without typing (a form cleared, an address chosen).
  useEffect(() => countLeft(limitedControl(wrapper.current?.querySelector('input, textarea'))));
  function notePaste(event: ClipboardEvent<HTMLDivElement>) {
    const control = limitedControl(event.target);
    if (!control) return;
    const replaced = (control.selectionEnd ?? 0) - (control.selectionStart ?? 0);
    const room = control.maxLength - control.value.length + replaced;
    setCutAt(event.clipboardData.getData('text').length > room ? control.maxLength : null);
  }
  function noteInput(event: FormEvent<HTMLDivElement>) {
    countLeft(limitedControl(event.target));
    // The note on a cut paste stays until the next change that is not a paste.
    if ((event.nativeEvent as InputEvent).inputType !== 'insertFromPaste') setCutAt(null);
  }
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const leftId = left !== null ? `${controlId}-left` : undefined;
  const cutId = cutAt !== null ? `${controlId}-cut` : undefined;
  const describedBy = [input['aria-describedby'], hintId, leftId, cutId, errorId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id: controlId,
    className: 'ui-field__control',
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div ref={wrapper} className={['ui-field', className].filter(Boolean).join(' ')} onPaste={notePaste} onInput={noteInput}>
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
      {left !== null && (
        <p className="ui-field__hint" id={leftId}>
          {commonText('field.left', { left })}
        </p>
      )}
      {cutAt !== null && (
        <p className="ui-field__error" id={cutId} role="alert">
          {commonText('field.cut', { count: cutAt, max: formatNumber(cutAt) })}
        </p>
      )}
      {error && (
        <p className="ui-field__error" id={errorId} role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
