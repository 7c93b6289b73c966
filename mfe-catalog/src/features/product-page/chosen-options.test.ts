import type { Product } from 'shared-contracts/types/product';
import { aProduct } from '../../test-support/catalog-fixtures';
import { chosenOptions, orderableChoices } from './chosen-options';

const pizza: Product = aProduct({
  allergens: [1, 2],
  option_groups: [
    {
      id: 1, name: 'Extras', min_options: 0, max_options: 0,
      options: [
        { id: 11, name: 'Extra mozzarella', price: 4, min_quantity: 0, max_quantity: 1, allergens: [2] },
        { id: 12, name: 'Side salad', price: 3, min_quantity: 0, max_quantity: 1, allergens: [10] },
        { id: 13, name: 'Olives', price: 2, min_quantity: 0, max_quantity: 1, allergens: [] },
      ],
    },
  ],
});

const picked = (...ids: number[]) => ({ quantity: 1, selected_size: null, options: ids.map((id) => ({ id, price: 0, quantity: 1 })) });

it('an option containing an avoided allergen is not ordered, nor counted among the chosen', () => {
  const choices = orderableChoices(pizza, picked(11, 12), [10]);
  expect(chosenOptions(pizza, choices).map((option) => option.name)).toEqual(['Extra mozzarella']);
});
