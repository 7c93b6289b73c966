import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('rates passwords on the five levels of spec §5', async () => {
    expect(await passwordStrength('password')).toBe('weak');
    expect(await passwordStrength('abc12345')).toBe('medium');
    expect(await passwordStrength('correct horse battery')).toBe('very-strong');
  });

  it("counts the person's own name as easy to guess", async () => {
    expect(await passwordStrength('Mihaela.Pop')).toBe('strong');
    expect(await passwordStrength('Mihaela.Pop', ['Mihaela Pop', 'mihaela', 'pop'])).toBe('good');
  });

  it('rates a password shorter than the API takes as weak, however zxcvbn scores its characters', async () => {
    // Seven characters that zxcvbn alone scores "good": the form and the API refuse them as too short.
    expect(await passwordStrength('Xq9#vL2')).toBe('weak');
    // Four characters to the API (code points), eight UTF-16 units to a string's length.
    expect(await passwordStrength('😀😀😀😀')).toBe('weak');
  });
});
