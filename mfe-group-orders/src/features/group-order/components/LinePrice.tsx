import { packagingFee } from 'shared-contracts/pricing/packaging-fee';
import { productLineValue } from 'shared-contracts/pricing/product-price';
import type { CartProduct, DeliveryType } from 'shared-contracts/types/cart';
import { Price } from 'shared-contracts/ui/Price';
import { useTexts } from '../../../i18n/use-texts';

/**
 * What a line about to be added costs, as the participant's card will then count it: the food, and
 * its packaging said beside it (spec §9 pack price), both from the pricing rules the API prices with.
 */
export function LinePrice({ line, deliveryType }: { line: CartProduct; deliveryType: DeliveryType }) {
  const { t } = useTexts();
  const packaging = packagingFee([line], deliveryType);
  return (
    <p aria-live="polite" data-testid="add-price">
      {t('add.price')}: <Price value={productLineValue(line)} />
      {packaging > 0 && (
        <>
          {' + '}
          <Price value={packaging} /> {t('add.packaging')}
        </>
      )}
    </p>
  );
}
