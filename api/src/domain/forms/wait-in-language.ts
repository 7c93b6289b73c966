import type { Language } from 'shared-contracts/types/language';

/**
 * How long to wait, rounded up to whole seconds under a minute and whole minutes from there, in
 * words of `language` ("1 minute", "2 minutos", "5 minutės"): Intl knows each language's plurals.
 */
export function waitInLanguage(language: Language, milliseconds: number): string {
  const seconds = Math.max(1, Math.ceil(milliseconds / 1000));
  const [amount, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}
