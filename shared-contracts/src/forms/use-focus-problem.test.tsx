import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useFocusProblem } from './use-focus-problem';

/** One field, refused on submit (as Enter in it submits a one-field form). */
function OneFieldForm() {
  const { formRef, focusProblem } = useFocusProblem();
  const [refused, setRefused] = useState(false);
  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        setRefused(true);
        focusProblem();
      }}
    >
      <label htmlFor="email">E-mail</label>
      <input id="email" aria-invalid={refused || undefined} aria-describedby={refused ? 'email-error' : undefined} />
      {refused && <p id="email-error">Your email address is invalid</p>}
      <button type="submit">Send</button>
    </form>
  );
}

describe('useFocusProblem', () => {
  it('moves the focus to the first field marked invalid', () => {
    render(<OneFieldForm />);
    act(() => screen.getByRole('button', { name: 'Send' }).click());
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  });

  it('enters the field again when it already had the focus, so its error is read out', () => {
    render(<OneFieldForm />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' });
    field.focus();
    const entered = jest.fn();
    field.addEventListener('focus', entered);
    act(() => field.form!.requestSubmit());
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('Your email address is invalid');
    expect(entered).toHaveBeenCalledTimes(1);
  });
});
