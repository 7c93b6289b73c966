import { normaliseNumberInput } from './number-input-rule';

describe('normaliseNumberInput', () => {
  it('keeps digits and one dot', () => {
    expect(normaliseNumberInput('12.5')).toBe('12.5');
    expect(normaliseNumberInput('1.2.3')).toBe('1.23');
  });

  it('turns a decimal comma into a dot', () => {
    expect(normaliseNumberInput('12,5')).toBe('12.5');
    expect(normaliseNumberInput('1,5.2')).toBe('1.52');
  });

  it('drops letters, spaces and other signs', () => {
    expect(normaliseNumberInput('1 000 lei')).toBe('1000');
    expect(normaliseNumberInput('+4e2')).toBe('42');
    expect(normaliseNumberInput('abc')).toBe('');
  });

  it('keeps a leading minus only', () => {
    expect(normaliseNumberInput('-3.5')).toBe('-3.5');
    expect(normaliseNumberInput('--3')).toBe('-3');
    expect(normaliseNumberInput('3-4')).toBe('34');
    expect(normaliseNumberInput('-')).toBe('-');
  });
});
