/** Spec §2 legal/{type}: the three legal pages. */
export const LEGAL_TYPES = ['terms', 'cookies', 'privacy'] as const;

export function isLegalType(type: string | undefined): type is (typeof LEGAL_TYPES)[number] {
  return (LEGAL_TYPES as readonly string[]).includes(type ?? '');
}
