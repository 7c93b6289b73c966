import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { $settings } from 'shared-contracts/stores/settings';
import { someSettings } from '../../../test-support/catalog-fixtures';
import { clearAvoidedAllergens, toggleAvoidedAllergen } from '../avoided-allergens';
import { AllergenFilter } from './AllergenFilter';

beforeAll(() => startI18n('en'));

beforeEach(() => {
  $settings.set(someSettings());
  clearAvoidedAllergens();
});

afterEach(() => act(() => clearAvoidedAllergens()));

/** The filter's <details>, found from its toggle. */
function filterList() {
  return screen.getByText('Avoid allergens').closest('details')!;
}

it('unticking the last avoided allergen leaves the list open and the keyboard on that box (WCAG 2.4.3, 3.2.2)', async () => {
  const user = userEvent.setup();
  render(<AllergenFilter products={[]} />);
  await user.click(await screen.findByText('Avoid allergens'));
  const dairy = screen.getByRole('checkbox', { name: 'Dairy' });
  dairy.focus();
  await user.keyboard(' ');
  expect(dairy).toBeChecked();
  await user.keyboard(' ');
  expect(dairy).not.toBeChecked();
  expect(filterList().open).toBe(true);
  expect(document.activeElement).toBe(dairy);
});

it('is open on arrival when allergens were chosen earlier in the visit, and the customer may still close it', async () => {
  toggleAvoidedAllergen(2);
  const user = userEvent.setup();
  const { rerender } = render(<AllergenFilter products={[]} />);
  await screen.findByText('Avoid allergens');
  expect(filterList().open).toBe(true);
  await user.click(screen.getByText('Avoid allergens'));
  rerender(<AllergenFilter products={[]} />);
  expect(filterList().open).toBe(false);
});

it('opens when allergens are chosen elsewhere while it is closed', async () => {
  render(<AllergenFilter products={[]} />);
  await screen.findByText('Avoid allergens');
  expect(filterList().open).toBe(false);
  act(() => toggleAvoidedAllergen(1));
  expect(filterList().open).toBe(true);
});
