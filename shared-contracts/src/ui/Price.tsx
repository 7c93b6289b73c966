import { useStore } from '@nanostores/react';
// The store by its package name, not a relative path: under Module Federation only
// "shared-contracts/…" requests are shared singletons, and a second $settings would never be set.
import { $settings } from 'shared-contracts/stores/settings';
import { $language } from 'shared-contracts/language/current-language';
import { formatMoney } from 'shared-contracts/pricing/format-money';

export interface PriceProps {
  value: number;
  /** Defaults to the shop's currency from website settings, then RON. */
  currency?: string;
  /** Forces this many decimals (".00" is kept); by default whole amounts drop it. */
  decimals?: number;
  className?: string;
}

/** A money amount written as spec §9 says, in the shop's currency and the interface language. */
export function Price({ value, currency, decimals, className }: PriceProps) {
  const settings = useStore($settings);
  const language = useStore($language);
  const code = currency ?? (settings?.localization.currency || 'RON');
  return (
    <span className={['ui-price', className].filter(Boolean).join(' ')}>{formatMoney(value, code, decimals, language)}</span>
  );
}
