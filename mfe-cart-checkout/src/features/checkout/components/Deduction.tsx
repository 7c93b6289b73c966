import { Price } from 'shared-contracts/ui/Price';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import '../../../spoken-only.css';

/**
 * An amount taken off the order ("−5 lei"), written with the true minus sign in every language as
 * the voucher text is; screen readers hear the word ("minus 5 lei"), not a symbol they may skip.
 */
export function Deduction({ value }: { value: number }) {
  const { t } = useCartTexts();
  return (
    <span>
      <span aria-hidden="true">−</span>
      <span className="cart-spoken-only">{t('checkout.costs.minus')} </span>
      <Price value={Math.abs(value)} />
    </span>
  );
}
