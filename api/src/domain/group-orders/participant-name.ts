/**
 * Two participants go by the same name when it differs only in case or in the spaces around it:
 * "Olga" and " olga " would be told apart by nobody reading the panel ("Also pays for Olga"). NFC:
 * an accent typed as its own mark looks the same as the accented letter.
 */
export function sameParticipantName(one: string, other: string): boolean {
  const key = (name: string) => name.trim().normalize('NFC').toLowerCase();
  return key(one) === key(other);
}
