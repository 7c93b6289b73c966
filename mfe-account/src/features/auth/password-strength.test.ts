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
});
