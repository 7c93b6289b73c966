import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useShowProblem } from './use-show-problem';

/** A form whose one field is refused on submit, as the order's form refuses a field. */
function RefusedForm() {
  const { formRef, messageRef, showProblem } = useShowProblem();
  const [refused, setRefused] = useState(false);
  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        setRefused(true);
        showProblem('field');
      }}
    >
      <div ref={messageRef} tabIndex={-1} />
      <label htmlFor="name">Full name</label>
      <input id="name" aria-invalid={refused || undefined} aria-describedby={refused ? 'name-error' : undefined} />
      {refused && <p id="name-error">Please enter your full name.</p>}
    </form>
  );
}

describe('useShowProblem', () => {
  it('enters the field again when it already had the focus (Enter in it), so its error is read out', () => {
    render(<RefusedForm />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Full name' });
    field.focus();
    const entered = jest.fn();
    field.addEventListener('focus', entered);
    act(() => field.form!.requestSubmit());
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('Please enter your full name.');
    expect(entered).toHaveBeenCalledTimes(1);
  });
});
