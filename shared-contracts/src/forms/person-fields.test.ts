import { emailProblem, FIELD_PROBLEM_MESSAGES, fullNameProblem, MAX_MESSAGE_LENGTH, messageProblem, normalisePhone, phoneProblem } from 'shared-contracts/forms/person-fields';

describe('person fields', () => {
  it('wants a full name', () => {
    expect(fullNameProblem('Ana Popescu')).toBeNull();
    expect(fullNameProblem('  ')).toBe('full_name');
    expect(fullNameProblem('A')).toBe('full_name');
  });

  it('wants a letter in the name, of any script', () => {
    for (const name of ['Ștefan Popa', 'Šarūnas Jonaitis', '李雷', "Dara O'Brien", 'Jean-Luc Picard', 'Мария Иванова', 'Ana 2']) {
      expect(fullNameProblem(name)).toBeNull();
    }
    for (const name of ['😀😀 🍕', '...', '12 34', '-- __', '👩‍🍳👨‍🍳']) expect(fullNameProblem(name)).toBe('full_name');
  });

  it('wants a name and a phone on one line: a line break would write lines of its own into the e-mails', () => {
    for (const name of ['Ana\n\nYour table is cancelled, confirm at http://evil.example/x', 'Ana\r\nBcc: x@y.z', 'Ana\u2028Pop', 'Ana\u2029Pop', 'Ana\tPop', 'Ana\u0085Pop', 'Ana Pop\n']) {
      expect(fullNameProblem(name)).toBe('full_name');
    }
    for (const phone of ['0721 555\n\n010', '0721\r\n555 010', '0721\u2028555010', '0721\t555 010', '0721 555 010\n']) expect(phoneProblem(phone)).toBe('phone');
    // Spaces of any kind still separate: only what breaks a line is refused.
    expect(fullNameProblem('Ana\u00a0Pop')).toBeNull();
    expect(phoneProblem('0721\u00a0555\u00a0010')).toBeNull();
  });

  it('checks the e-mail address', () => {
    expect(emailProblem('ana@example.com')).toBeNull();
    expect(emailProblem('ana@example')).toBe('email');
    expect(emailProblem('ana example.com')).toBe('email');
    // The API's request schemas refuse these too (api/test/routes/public/email-rule.test.ts).
    expect(emailProblem('ana@example.com.')).toBe('email');
    expect(emailProblem('ana@exämple.com')).toBe('email');
  });

  it('checks the phone number', () => {
    expect(phoneProblem('+40 721 555 010')).toBeNull();
    expect(phoneProblem('12345')).toBe('phone');
    expect(phoneProblem('call me')).toBe('phone');
  });

  it('keeps a phone number without the separators the rule allows', () => {
    expect(normalisePhone(' +40 (721) 555-010 ')).toBe('+40721555010');
    expect(normalisePhone('0722.123.456')).toBe(normalisePhone('0722 123 456'));
  });

  it('wants a message', () => {
    expect(messageProblem('Hello')).toBeNull();
    expect(messageProblem(' ')).toBe('message');
  });

  it('says a message over the limit is too long, not missing', () => {
    expect(messageProblem('a'.repeat(MAX_MESSAGE_LENGTH))).toBeNull();
    expect(messageProblem('a'.repeat(MAX_MESSAGE_LENGTH + 1))).toBe('message_too_long');
    expect(FIELD_PROBLEM_MESSAGES.message_too_long).toBe('Your message is too long: please write at most 2000 characters.');
  });
});
