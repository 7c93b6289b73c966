/** Characters that show nothing: format characters (a zero-width space, a joiner) and controls. */
const INVISIBLE = /[\p{Cf}\p{Cc}]/gu;

/** Whether a name shows anything at all on the panel: spaces and invisible characters alone do not. */
export function isVisibleName(name: string): boolean {
  return name.replace(INVISIBLE, '').trim() !== '';
}

/**
 * Two participants go by the same name when it differs only in case, in the spaces around it, in
 * characters that show nothing, or in the width or form of its letters: "Olga", " olga ",
 * "Olga\u200b" and a full-width "Ｏｌｇａ" would be told apart by nobody reading the panel ("Also
 * pays for Olga"). NFKC also makes an accent typed as its own mark the accented letter.
 */
export function sameParticipantName(one: string, other: string): boolean {
  const key = (name: string) => name.normalize('NFKC').replace(INVISIBLE, '').trim().toLowerCase();
  return key(one) === key(other);
}
