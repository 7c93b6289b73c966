/**
 * Spec §5: numeric input allows digits, minus and one dot; a decimal comma becomes a dot.
 * Reading: the minus only counts as the first character (anywhere else it would not be a number),
 * and the first dot (or comma) is the one kept.
 */
export function normaliseNumberInput(raw: string): string {
  const negative = raw.trimStart().startsWith('-');
  const kept = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const firstDot = kept.indexOf('.');
  const oneDot = firstDot === -1 ? kept : kept.slice(0, firstDot + 1) + kept.slice(firstDot + 1).replace(/\./g, '');
  return (negative ? '-' : '') + oneDot;
}
