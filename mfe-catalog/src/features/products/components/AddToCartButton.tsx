import { useContext, type MouseEvent } from 'react';
import type { Product } from 'shared-contracts/types/product';
import { Button } from 'shared-contracts/ui/Button';
import { useCatalogTexts } from '../../../i18n/use-catalog-texts';
import { StorePageContext } from '../add-to-cart';
import { isSecondClickOfDouble } from '../double-click';
import { toCartProduct } from '../to-cart-product';
import { usePutInCart } from '../use-put-in-cart';

/**
 * Puts one unit of a product without required choices in the cart (or the group order), and says so briefly;
 * a double click puts in one.
 * Its name is the words shown, then the product's ("Add to cart Margherita", WCAG 2.5.3 label in
 * name): a list of a page's buttons is not twenty alike. The product's name is heard, not shown
 * (the shell's .visually-hidden): the card shows it above the button.
 */
export function AddToCartButton({ product }: { product: Product }) {
  const { t } = useCatalogTexts();
  const storePage = useContext(StorePageContext);
  const { busy, put } = usePutInCart();
  function add(event: MouseEvent) {
    if (isSecondClickOfDouble(event)) return;
    put(toCartProduct(product), storePage, product.name, t);
  }
  return (
    <Button type="button" busy={busy} onClick={add}>
      {t('add_to_cart')} <span className="visually-hidden">{product.name}</span>
    </Button>
  );
}
