import { useStore } from '@nanostores/react';
import { Link } from 'react-router-dom';
import { commonText } from 'shared-contracts/i18n/common/common-text';
import { href } from 'shared-contracts/routes/named-routes';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { $cart } from 'shared-contracts/stores/cart';
import { $settings } from 'shared-contracts/stores/settings';
import type { ProductNotSoldAnswer } from 'shared-contracts/types/product';
import { useProductTexts } from '../../../i18n/product-texts';
import { cartTakesStorePage } from '../../products/add-to-cart';

/**
 * A dish of the catalogue that the customer's store does not sell (a link shared from another
 * store's menu): said so, instead of "page not found", with a store that sells it when one does
 * and the cart would follow there (cartTakesStorePage): a cart with lines keeps its store, and the
 * link would only lead back here.
 */
export function NotSoldHere({ storeId, soldAt }: { storeId: number | undefined; soldAt: ProductNotSoldAnswer['sold_at'] }) {
  const { t } = useProductTexts();
  const store = useStore($settings)?.stores.find((candidate) => candidate.id === storeId);
  const follows = cartTakesStorePage(useStore($cart));
  return (
    <section className="ui-status-screen">
      <ScreenHeading>{t('not_sold_title')}</ScreenHeading>
      {store && <p>{t('not_sold_text', { store: store.name })}</p>}
      {soldAt && follows && (
        <p>
          <Link to={href('store-page', { storeUrl: soldAt.url })} className="ui-status-screen__action">
            {t('not_sold_elsewhere', { store: soldAt.name })}
          </Link>
        </p>
      )}
      <Link to={href('homepage')}>{commonText('not_found.home')}</Link>
    </section>
  );
}
