import type { Product } from 'shared-contracts/types/product';
import { useCatalogTexts } from '../../../i18n/use-catalog-texts';
import './OrderTimingLabel.css';

export type OrderTiming = 'order_in_advance' | 'today_only';

/**
 * Spec §4 today basket, said before the customer reaches the checkout: "Order in advance" (never
 * for now) or "Today only" (never for another day). The hint, read with the label, is the product
 * page's text: the homepage's cards show the label alone and do not load it.
 */
export function OrderTimingLabel({ product, hint }: { product: Product; hint?: (timing: OrderTiming) => string }) {
  const { t } = useCatalogTexts();
  const kind: OrderTiming | null = product.only_for_later ? 'order_in_advance' : product.today_only ? 'today_only' : null;
  if (!kind) return null;
  return (
    <p className={`order-timing order-timing--${kind}`}>
      <span className="order-timing__label">{t(kind)}</span>
      {hint && <span className="order-timing__hint">{hint(kind)}</span>}
    </p>
  );
}
