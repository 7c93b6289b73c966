import { roundMoney } from 'shared-contracts/pricing/round-money';

type Placement = { prefix: string; suffix: string };

/** Spec §9: RON as number then lei; USD and MXN with a $ prefix; GBP £ and EUR € as suffixes. */
const PLACEMENTS: Record<string, Placement> = {
  RON: { prefix: '', suffix: ' lei' },
  USD: { prefix: '$', suffix: '' },
  MXN: { prefix: '$', suffix: '' },
  GBP: { prefix: '', suffix: ' £' },
  EUR: { prefix: '', suffix: ' €' },
};

function digits(value: number, decimals: number): string {
  const rounded = decimals === 2 || decimals === 3 || decimals === 4 ? roundMoney(value, decimals) : value;
  return rounded.toFixed(decimals);
}

/**
 * "12.50 lei", "$12.50", "12.50 €", "12.50 CHF" (any other currency is suffixed with its code).
 * Without `decimals`, whole amounts drop their ".00" ("12 lei"); with it they keep them.
 */
export function formatMoney(value: number, currency: string, decimals?: number): string {
  const code = currency.toUpperCase();
  const { prefix, suffix } = PLACEMENTS[code] ?? { prefix: '', suffix: ` ${code}` };
  let amount = digits(Math.abs(value), decimals ?? 2);
  if (decimals === undefined && amount.endsWith('.00')) amount = amount.slice(0, -3);
  // The sign goes before a "$" prefix ("-$3") and only when something non-zero is left.
  const sign = value < 0 && Number(amount) !== 0 ? '-' : '';
  return `${sign}${prefix}${amount}${suffix}`;
}
