import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import { $settings } from 'shared-contracts/stores/settings';
import type { Product } from 'shared-contracts/types/product';
import { Price } from 'shared-contracts/ui/Price';
import { useCatalogTexts } from '../../../i18n/use-catalog-texts';
import { productPictureUrl } from '../../../lib/picture-url';
import { displayPrice } from '../display-price';
import { hasRequiredChoices } from '../has-required-choices';
import { useOrderingAllowed } from '../use-ordering-allowed';
import { AddToCartButton } from './AddToCartButton';
import { AllergenIcons } from './AllergenIcons';
import { OrderTimingLabel } from './OrderTimingLabel';
import './ProductCard.css';

const DEFAULT_AGE_LIMIT = 18;

export interface ProductCardProps {
  product: Product;
  /** The card's heading sits one level under the section that lists it. */
  headingLevel?: 2 | 3;
  /** The first cards on screen load their picture at once; the rest wait until scrolled near. */
  eagerPicture?: boolean;
  /** The page's first picture, usually its largest paint on a phone: fetched before the others. */
  leadPicture?: boolean;
}

export function ProductCard({ product, headingLevel = 3, eagerPicture = false, leadPicture = false }: ProductCardProps) {
  const { t } = useCatalogTexts();
  const settings = useStore($settings);
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const price = displayPrice(product);
  const picture = product.pictures[0];
  const ageLimit = settings?.localization.age_restriction || DEFAULT_AGE_LIMIT;
  const orderingAllowed = useOrderingAllowed();
  const productHref = href('product-page', { productUrl: product.url, productId: product.id });

  return (
    <article className="product-card" aria-labelledby={headingId}>
      {picture && settings ? (
        <img
          className="product-card__picture"
          src={productPictureUrl(settings.assets_url, picture, settings.accept_webp)}
          alt={product.name}
          width={400}
          height={300}
          loading={eagerPicture ? 'eager' : 'lazy'}
          fetchPriority={leadPicture ? 'high' : undefined}
          decoding="async"
        />
      ) : (
        <div className="product-card__picture product-card__picture--none" />
      )}
      <div className="product-card__body">
        <div className="product-card__title">
          <Heading id={headingId} className="product-card__name">
            <Link to={productHref}>{product.name}</Link>
          </Heading>
          {product.age_restriction && (
            <span className="product-card__age" role="img" aria-label={t('age_restricted', { age: ageLimit })}>
              {ageLimit}+
            </span>
          )}
        </div>
        <OrderTimingLabel product={product} />
        {settings?.has_allergens !== false && <AllergenIcons allergens={product.allergens} />}
        <p className="product-card__price">
          {price.isFrom && <span>{t('from_price')} </span>}
          <Price value={price.value} />
        </p>
        <div className="product-card__action">
          {product.out_of_stock ? (
            <p className="product-card__out-of-stock">{t('out_of_stock')}</p>
          ) : hasRequiredChoices(product) || !orderingAllowed ? (
            // Named with its dish, as "Add to cart" is: a list of links read out of the page differs.
            <Link className="product-card__choose" to={productHref}>
              {orderingAllowed ? t('choose_options') : t('see_product')} <span className="visually-hidden">{product.name}</span>
            </Link>
          ) : (
            <AddToCartButton product={product} />
          )}
        </div>
      </div>
    </article>
  );
}
