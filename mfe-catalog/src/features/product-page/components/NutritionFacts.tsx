import { formatNumber } from 'shared-contracts/i18n/format-number';
import type { Nutrition } from 'shared-contracts/types/product';
import { useProductTexts } from '../../../i18n/product-texts';

const ROWS: { key: keyof Nutrition; unit: string }[] = [
  { key: 'energy_kcal', unit: 'kcal' },
  { key: 'fat_g', unit: 'g' },
  { key: 'saturated_fat_g', unit: 'g' },
  { key: 'carbohydrates_g', unit: 'g' },
  { key: 'sugars_g', unit: 'g' },
  { key: 'protein_g', unit: 'g' },
  { key: 'salt_g', unit: 'g' },
];

/** Nutrition facts per portion, as a table a screen reader reads row by row; "3,4 g" in Lithuanian. */
export function NutritionFacts({ nutrition, headingId }: { nutrition: Nutrition; headingId: string }) {
  const { t } = useProductTexts();
  return (
    <table className="product-detail__nutrition" aria-labelledby={headingId}>
      <tbody>
        {ROWS.map(({ key, unit }) => (
          <tr key={key}>
            <th scope="row">{t(`nutrition_${key}`)}</th>
            <td>
              {formatNumber(nutrition[key])} {unit}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
