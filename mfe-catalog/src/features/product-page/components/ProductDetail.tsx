import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $settings } from 'shared-contracts/stores/settings';
import type { Product } from 'shared-contracts/types/product';
import { Notice } from 'shared-contracts/ui/Notice';
import { Price } from 'shared-contracts/ui/Price';
import { useCatalogTexts } from '../../../i18n/use-catalog-texts';
import { useProductTexts } from '../../../i18n/product-texts';
import { pictureUrl, productPictureUrl } from '../../../lib/picture-url';
import { $avoidedAllergens, avoidedIn, requiredChoicesHidden } from '../../allergen-filter/avoided-allergens';
import { ALLERGENS } from 'shared-contracts/types/allergen';
import { initialChoices } from 'shared-contracts/choices/product-choice-changes';
import { useScreenMetadata } from 'shared-contracts/stores/screen-metadata';
import { OrderTimingLabel } from '../../products/components/OrderTimingLabel';
import { ShopStatusNotice } from '../../shop-status/components/ShopStatusNotice';
import { chosenOptions, orderableChoices } from '../chosen-options';
import { DishAllergens } from './DishAllergens';
import { NutritionFacts } from './NutritionFacts';
import { ProductChoicesForm } from './ProductChoicesForm';
import { ShareLink } from './ShareLink';
import './ProductDetail.css';

const DEFAULT_AGE_LIMIT = 18;

/** Spec §2 product detail: picture, description, allergens, nutrition facts, ingredients, share link, choices. */
export function ProductDetail({ product }: { product: Product }) {
  const { t } = useCatalogTexts();
  const page = useProductTexts();
  const settings = useStore($settings);
  const avoided = useStore($avoidedAllergens);
  const allergensId = useId();
  const nutritionId = useId();
  const ingredientsId = useId();
  // Held here, not in the form: the Allergens section lists the chosen options' allergens too.
  const [picked, setPicked] = useState(() => initialChoices(product));
  const choices = orderableChoices(product, picked, avoided);
  const showAllergens = settings?.has_allergens !== false;
  // The dish's own: an option with an avoided allergen is hidden and never chosen (orderableChoices).
  const avoidedHere = showAllergens ? avoidedIn(product.allergens, avoided) : [];
  const ageLimit = settings?.localization.age_restriction || DEFAULT_AGE_LIMIT;
  const picture = product.pictures[0];
  useScreenMetadata({
    title: product.name,
    description: product.description,
    type: 'product',
    ...(picture && settings ? { image: pictureUrl(settings.assets_url, picture) } : {}),
  });

  return (
    <article className="product-detail">
      <div className="product-detail__media">
        {picture && settings && (
          <img
            className="product-detail__picture"
            src={productPictureUrl(settings.assets_url, picture, settings.accept_webp)}
            alt={product.name}
            width={800}
            height={600}
            fetchPriority="high"
            decoding="async"
          />
        )}
      </div>
      <div className="product-detail__info">
        <h1>
          {product.name}
          {product.age_restriction && (
            <span className="product-detail__age" role="img" aria-label={t('age_restricted', { age: ageLimit })}>
              {ageLimit}+
            </span>
          )}
        </h1>
        {/* After the h1, where the shell's focus lands on arrival: a screen reader goes on to it. */}
        <ShopStatusNotice />
        {product.description && <p className="product-detail__description">{product.description}</p>}
        <OrderTimingLabel product={product} hint={(timing) => page.t(`${timing}_hint`)} />
        {/* With sizes, the size picker below lists the price of each. */}
        {product.sizes.length === 0 && (
          <p className="product-detail__price">
            <Price value={product.price} />
          </p>
        )}
        {avoidedHere.length > 0 && (
          <Notice tone="warning">
            {page.t('contains_avoided', { allergens: avoidedHere.map((id) => t(`allergen_${ALLERGENS[id]}`)).join(', ') })}
          </Notice>
        )}
        {/* The group below shows no options, or too few: said plainly, not left to "choose at least 1". */}
        {requiredChoicesHidden(product, avoided).map((group) => (
          <Notice key={group.id} tone="warning">
            {page.t('required_choice_avoided', { group: group.name })}
          </Notice>
        ))}
        {/* It says "Out of stock" where its Add button would be. */}
        <ProductChoicesForm product={product} picked={picked} onPick={setPicked} showAllergens={showAllergens} />
        {/* The page's address only: a query (traffic_source, spec §2) would go on the cart of whoever opens it. */}
        <ShareLink url={window.location.origin + window.location.pathname} />
        {showAllergens && (
          <section aria-labelledby={allergensId}>
            <h2 id={allergensId}>{t('allergens')}</h2>
            <DishAllergens product={product} chosen={chosenOptions(product, choices)} avoided={avoidedHere} />
          </section>
        )}
        {product.ingredients && (
          <section aria-labelledby={ingredientsId}>
            <h2 id={ingredientsId}>{page.t('ingredients')}</h2>
            <p>{product.ingredients}</p>
          </section>
        )}
        {product.nutrition && (
          <section aria-labelledby={nutritionId}>
            <h2 id={nutritionId}>{page.t('nutrition_facts')}</h2>
            <NutritionFacts nutrition={product.nutrition} headingId={nutritionId} />
          </section>
        )}
      </div>
    </article>
  );
}
