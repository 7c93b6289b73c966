import type { Product } from 'shared-contracts/types/product';
import { useCatalogTexts } from '../../../i18n/use-catalog-texts';
import './OrderTimingLabel.css';

/**
 * Spec §4 today basket, said before the customer reaches the checkout: "Order in advance" (never
 * for now) or "Today only" (never for another day). The hint is read with the label.
 */
export function OrderTimingLabel({ product, withHint = false }: { product: Product; withHint?: boolean }) {
  const { t } = useCatalogTexts();
  const kind = product.only_for_later ? 'order_in_advance' : product.today_only ? 'today_only' : null;
  if (!kind) return null;
  return (
    <p className={`order-timing order-timing--${kind}`}>
      <span className="order-timing__label">{t(kind)}</span>
      {withHint && <span className="order-timing__hint">{t(`${kind}_hint`)}</span>}
    </p>
  );
}
