import type { ProductSize } from 'shared-contracts/types/product';
import { Price } from 'shared-contracts/ui/Price';
import { useProductTexts } from '../../../i18n/product-texts';

export interface SizePickerProps {
  sizes: ProductSize[];
  selected: number | null;
  onSelect: (sizeId: number) => void;
}

/** One radio per size with its price (spec §3: a size has id, size name, price). */
export function SizePicker({ sizes, selected, onSelect }: SizePickerProps) {
  const { t } = useProductTexts();
  return (
    <fieldset className="product-choices__group">
      <legend>{t('price_per_size')}</legend>
      <ul className="product-choices__options">
        {sizes.map((size) => (
          <li key={size.id}>
            <label className="product-choices__option">
              <input type="radio" name="size" checked={selected === size.id} onChange={() => onSelect(size.id)} />
              <span className="product-choices__option-name">{size.name}</span>
              <Price value={size.price} />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
