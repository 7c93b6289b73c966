import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { $settings } from 'shared-contracts/stores/settings';
import type { AllergenId } from 'shared-contracts/types/allergen';
import type { OptionGroup } from 'shared-contracts/types/product';
import { aProduct, someSettings } from '../../../test-support/catalog-fixtures';
import { clearAvoidedAllergens, toggleAvoidedAllergen } from '../../allergen-filter/avoided-allergens';
import { ProductList } from './ProductList';

const DAIRY: AllergenId = 2;

function cheese(min_options: number, allergens: AllergenId[][]): OptionGroup {
  return {
    id: 1,
    name: 'Cheese',
    min_options,
    max_options: 0,
    options: allergens.map((ids, index) => ({ id: 100 + index, name: `Cheese ${index}`, price: 0, min_quantity: 1, max_quantity: 1, allergens: ids })),
  };
}

beforeAll(() => startI18n('en'));

beforeEach(() => {
  $settings.set(someSettings());
  clearAvoidedAllergens();
});

afterEach(() => act(() => clearAvoidedAllergens()));

it('hides a dish whose required choice has too few options left without the avoided allergens: it could not be ordered', async () => {
  toggleAvoidedAllergen(DAIRY);
  render(
    <MemoryRouter>
      <ProductList
        products={[
          aProduct({ id: 1, name: 'Pizza bianca', option_groups: [cheese(1, [[DAIRY], [DAIRY]])] }),
          aProduct({ id: 2, name: 'Pizza duo', option_groups: [cheese(2, [[DAIRY], []])] }),
          aProduct({ id: 3, name: 'Pizza vegana', option_groups: [cheese(1, [[DAIRY], []])] }),
          aProduct({ id: 4, name: 'Focaccia', option_groups: [cheese(0, [[DAIRY]])] }),
        ]}
      />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('article', { name: /Pizza vegana/ })).toBeInTheDocument();
  expect(screen.getByRole('article', { name: /Focaccia/ })).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: /Pizza bianca/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('article', { name: /Pizza duo/ })).not.toBeInTheDocument();
  expect(await screen.findByText('Hidden because they contain an allergen you avoid: 2')).toBeInTheDocument();
});
