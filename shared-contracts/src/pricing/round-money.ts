/**
 * Money is rounded to 2 decimals (spec §9; the helper also supports 3 or 4), half away from zero;
 * 0 is for currencies charged in whole units (cost-lines.ts moneyDecimals).
 * `1.005 * 100` is 100.49999999999999 in binary floating point, so the scaled value is first
 * trimmed to 15 significant digits (what a double can hold exactly) before rounding: 1.005 -> 1.01.
 */
export function roundMoney(value: number, decimals: 0 | 2 | 3 | 4 = 2): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.round(scaled) / factor;
  // Math.sign keeps the sign; `|| 0` turns -0 into 0 so it never prints as "-0".
  return Math.sign(value) * rounded || 0;
}
