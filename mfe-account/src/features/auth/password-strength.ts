import { isTooShortPassword } from './new-password-rule';

/** Spec §5: the five password strength levels, weakest first (zxcvbn scores 0-4). */
export const STRENGTH_LEVELS = ['weak', 'medium', 'good', 'strong', 'very-strong'] as const;
export type StrengthLevel = (typeof STRENGTH_LEVELS)[number];

type Checker = (password: string, userInputs: string[]) => number;
let checker: Promise<Checker> | null = null;

/** The dictionaries are large: fetched once, on the first password long enough to rate, not with the page. */
function loadChecker(): Promise<Checker> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([core, common, en]): Checker => {
      const zxcvbn = new core.ZxcvbnFactory({
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...en.dictionary },
      });
      return (password, userInputs) => zxcvbn.check(password, userInputs).score;
    },
  ).catch((error: unknown) => {
    // A failed fetch (offline a moment) is not kept: the next keystroke tries again.
    checker = null;
    throw error;
  });
  return checker;
}

/**
 * How strong a password is; the person's own name, e-mail and phone count as easy guesses. One the
 * forms refuse as too short is weak, however well zxcvbn scores its characters. Rejects while the
 * dictionaries cannot be fetched.
 */
export async function passwordStrength(password: string, userInputs: string[] = []): Promise<StrengthLevel> {
  if (isTooShortPassword(password)) return STRENGTH_LEVELS[0];
  const score = (await loadChecker())(password, userInputs.filter(Boolean));
  return STRENGTH_LEVELS[Math.max(0, Math.min(4, score))] ?? 'weak';
}
