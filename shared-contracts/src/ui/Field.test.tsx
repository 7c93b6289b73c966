import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '../stores/language';
import { Field } from './Field';

describe('Field', () => {
  it('labels its input', async () => {
    const onChange = jest.fn();
    render(<Field label="Full name" name="name" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Ana');
    expect(input).toHaveValue('Ana');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks required fields with * and the required state', () => {
    render(<Field label="Email" type="email" required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('describes the input with its hint', () => {
    render(<Field label="Phone" hint="We send a 4-digit code" />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('We send a 4-digit code');
  });

  it('wires the error to the input as its description', () => {
    render(<Field label="Full name" hint="As on your ID" error="please enter your full name" />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('As on your ID please enter your full name');
  });

  // A refused form focuses its first invalid field, which reads its error; alerts on every error
  // would all speak at once over it.
  it('does not make its error a live region', () => {
    render(<Field label="Full name" error="please enter your full name" />);
    const error = screen.getByText('please enter your full name');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(error).not.toHaveAttribute('role');
    expect(error).not.toHaveAttribute('aria-live');
  });

  it('announces an error shown with no focus move to read it, when asked', () => {
    render(<Field label="Voucher code" error="this code is not valid" announceError />);
    expect(screen.getByRole('alert')).toHaveTextContent('this code is not valid');
    expect(screen.getByRole('textbox', { name: 'Voucher code' })).toHaveAccessibleDescription('this code is not valid');
  });

  it('wires another control the same way', () => {
    render(<Field label="Your message" error="too short" render={(control) => <textarea {...control} />} />);
    const textarea = screen.getByRole('textbox', { name: 'Your message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAccessibleDescription('too short');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
  });

  describe('a length limit', () => {
    function Message() {
      const [text, setText] = useState('');
      return <Field label="Your message" render={(control) => <textarea {...control} maxLength={100} value={text} onChange={(event) => setText(event.target.value)} />} />;
    }

    it('says so when a paste was cut to fit, until the next change, and counts what is left near the end', async () => {
      render(<Message />);
      const message = screen.getByRole('textbox', { name: 'Your message' });
      await userEvent.type(message, 'Hello');
      expect(message).toHaveAccessibleDescription('');
      await userEvent.paste(' and'.repeat(40));
      expect(message).toHaveValue(`Hello${' and'.repeat(40)}`.slice(0, 100));
      expect(screen.getByRole('alert')).toHaveTextContent('The pasted text was too long: 100 characters fit here, and the rest was left out.');
      expect(message).toHaveAccessibleDescription('Characters left: 0 The pasted text was too long: 100 characters fit here, and the rest was left out.');
      // The cut text is not an invalid one: the field may be sent as it is.
      expect(message).not.toHaveAttribute('aria-invalid');

      await userEvent.type(message, '{Backspace}{Backspace}');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(message).toHaveAccessibleDescription('Characters left: 2');
    });

    it("counts nothing for a code's few characters", async () => {
      render(<Field label="Code" render={(control) => <input {...control} maxLength={4} defaultValue="" />} />);
      const code = screen.getByRole('textbox', { name: 'Code' });
      await userEvent.type(code, '12');
      expect(code).toHaveAccessibleDescription('');
      expect(screen.queryByText(/Characters left/)).not.toBeInTheDocument();
    });

    it('says nothing for a paste that fits, nor far from the end', async () => {
      render(<Message />);
      const message = screen.getByRole('textbox', { name: 'Your message' });
      await userEvent.click(message);
      await userEvent.paste('A table for four, please.');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(message).toHaveAccessibleDescription('');
    });
  });
});

it('writes the limit as the page writes numbers', async () => {
  render(<Field label="Your message" render={(control) => <textarea {...control} maxLength={2000} defaultValue="" />} />);
  await userEvent.click(screen.getByRole('textbox', { name: 'Your message' }));
  await userEvent.paste('x'.repeat(2001));
  expect(screen.getByRole('alert')).toHaveTextContent('The pasted text was too long: 2,000 characters fit here, and the rest was left out.');
});

describe('the note on a cut paste counts the characters as the language does', () => {
  afterAll(() => setLanguage('en'));

  it.each([
    ['lt', 1, 'čia telpa 1 simbolis,'],
    ['lt', 2, 'čia telpa 2 simboliai,'],
    ['lt', 10, 'čia telpa 10 simbolių,'],
    ['lt', 21, 'čia telpa 21 simbolis,'],
    ['lt', 128, 'čia telpa 128 simboliai,'],
    ['lt', 254, 'čia telpa 254 simboliai,'],
    ['ro', 1, 'aici încape 1 caracter,'],
    ['ro', 2, 'aici încap 2 caractere,'],
    ['ro', 20, 'aici încap 20 de caractere,'],
    ['en', 1, 'The pasted text was too long: 1 character fits here, and the rest was left out.'],
  ] as const)('%s, %i of them', async (language, limit, said) => {
    await setLanguage(language);
    render(<Field label="Note" render={(control) => <input {...control} maxLength={limit} defaultValue="" />} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Note' }));
    await userEvent.paste('x'.repeat(limit + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(said);
  });
});
