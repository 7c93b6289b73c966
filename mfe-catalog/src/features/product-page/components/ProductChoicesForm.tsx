import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import {
  configuredCartProduct,
  validateProductChoices,
  type ChoiceViolation,
  type ProductChoices,
} from 'shared-contracts/choices/validate-product-choices';
import { productLineValue } from 'shared-contracts/pricing/product-price';
import { packagingFee } from 'shared-contracts/pricing/packaging-fee';
import { $cart } from 'shared-contracts/stores/cart';
import { isSecondClickOfDouble } from '../../products/double-click';
import { usePutInCart } from '../../products/use-put-in-cart';
import type { Product } from 'shared-contracts/types/product';
import { MAX_LINE_QUANTITY } from 'shared-contracts/types/cart';
import { useFocusProblem } from 'shared-contracts/forms/use-focus-problem';
import { commonText } from 'shared-contracts/i18n/common/common-text';
import { Button } from 'shared-contracts/ui/Button';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { Price } from 'shared-contracts/ui/Price';
import { useCatalogTexts } from '../../../i18n/use-catalog-texts';
import { useProductTexts } from '../../../i18n/product-texts';
import { $avoidedAllergens } from '../../allergen-filter/avoided-allergens';
import { useOrderingAllowed } from '../../products/use-ordering-allowed';
import { orderableChoices } from '../chosen-options';
import { OptionGroupPicker } from './OptionGroupPicker';
import { QuantityStepper } from './QuantityStepper';
import { SizePicker } from './SizePicker';
import { ViolationText } from './ViolationText';
import './ProductChoicesForm.css';

/** Which option group a violation belongs to, so it is shown under that group. */
function violationGroupId(product: Product, violation: ChoiceViolation): number | null {
  if ('group_id' in violation) return violation.group_id;
  if ('option_id' in violation) {
    return product.option_groups.find((group) => group.options.some((option) => option.id === violation.option_id))?.id ?? null;
  }
  return null;
}

export interface ProductChoicesFormProps {
  product: Product;
  /** What the customer picked (held by the page, whose Allergens section follows it) and how to change it. */
  picked: ProductChoices;
  onPick: (choices: ProductChoices) => void;
  /** Whether the shop shows allergens (has_allergens), here those each option adds. */
  showAllergens: boolean;
}

/**
 * Sizes, option groups and quantity with the live price, checked by the same
 * validateProductChoices the API runs on the cart. Broken rules show after the first try to add.
 */
export function ProductChoicesForm({ product, picked, onPick: setChoices, showAllergens }: ProductChoicesFormProps) {
  const { t } = useCatalogTexts();
  const page = useProductTexts();
  const avoided = useStore($avoidedAllergens);
  const orderingAllowed = useOrderingAllowed();
  const [tried, setTried] = useState(false);
  // A refused add takes the keyboard to the first choice to mend (else the list of problems).
  const { formRef, focusProblem } = useFocusProblem();
  const { busy, put } = usePutInCart();

  const choices = orderableChoices(product, picked, avoided);
  const violations = validateProductChoices(product, choices);
  const line = configuredCartProduct(product, choices);
  const shown = tried ? violations : [];
  // The cart adds the packaging to this line (spec §9, not at a table): said here, so it is no surprise there.
  const packaging = packagingFee([line], useStore($cart).delivery_type);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!orderingAllowed || product.out_of_stock) return;
    if (violations.length > 0) {
      setTried(true);
      focusProblem();
      return;
    }
    put(line, null, product.name, t);
  }

  return (
    <form ref={formRef} className="product-choices" onSubmit={submit} noValidate aria-label={page.t('your_choice')}>
      {product.sizes.length > 0 && (
        <SizePicker
          sizes={product.sizes}
          selected={choices.selected_size}
          onSelect={(sizeId) => setChoices({ ...picked, selected_size: sizeId })}
        />
      )}
      {product.option_groups.map((group) => (
        <OptionGroupPicker
          key={group.id}
          group={group}
          choices={choices}
          onChange={setChoices}
          avoided={avoided}
          showAllergens={showAllergens}
          violations={shown.filter((violation) => violationGroupId(product, violation) === group.id)}
        />
      ))}
      <div className="product-choices__footer">
        <QuantityStepper
          label={product.name}
          value={choices.quantity}
          min={1}
          max={MAX_LINE_QUANTITY}
          onChange={(quantity) => setChoices({ ...picked, quantity })}
        />
        <p className="product-choices__total" aria-live="polite">
          {page.t('total')}: <Price value={productLineValue(line)} />
          {packaging > 0 && (
            <span className="product-choices__packaging">
              {' '}+ <Price value={packaging} /> {page.t('packaging')}
            </span>
          )}
        </p>
      </div>
      <NoticeRegion urgent>
        {shown.length > 0 && (
          <Notice tone="error" live={false}>
            <p className="product-choices__errors-title" data-form-refusal tabIndex={-1}>
              {page.t('check_choices')}
            </p>
            <ul>
              {shown.map((violation, index) => (
                <li key={index}>
                  <ViolationText violation={violation} />
                </li>
              ))}
            </ul>
          </Notice>
        )}
      </NoticeRegion>
      {product.out_of_stock ? (
        <p className="product-choices__out-of-stock">{t('out_of_stock')}</p>
      ) : (
        <>
          {!orderingAllowed && <Notice tone="info">{commonText('ordering.closed')}</Notice>}
          {/* A double click submits once (isSecondClickOfDouble): the line goes in once. */}
          <Button type="submit" busy={busy} disabled={!orderingAllowed} onClick={(event) => isSecondClickOfDouble(event) && event.preventDefault()}>
            {t('add_to_cart')}
          </Button>
        </>
      )}
    </form>
  );
}
