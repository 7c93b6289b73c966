import { useContext } from 'react';
import type { Product } from 'shared-contracts/types/product';
import { Button } from 'shared-contracts/ui/Button';
import { useCatalogTexts } from '../../../i18n/use-catalog-texts';
import { StorePageContext } from '../add-to-cart';
import { putInCart } from '../put-in-cart';
import { toCartProduct } from '../to-cart-product';

/** Puts one unit of a product without required choices in the cart (or the group order), and says so briefly. */
export function AddToCartButton({ product, describedBy }: { product: Product; describedBy: string }) {
  const { t } = useCatalogTexts();
  const storePage = useContext(StorePageContext);
  function add() {
    putInCart(toCartProduct(product), storePage, product.name, t);
  }
  return (
    <Button type="button" onClick={add} aria-describedby={describedBy}>
      {t('add_to_cart')}
    </Button>
  );
}
