import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { loadNamespace } from 'shared-contracts/i18n/namespace';
import { loadProductMessages, PRODUCT_NAMESPACE } from '../../../i18n/product-texts';
import { ShareLink } from './ShareLink';

const URL = 'https://shop.test/p/pesto-verde/7';

beforeAll(async () => {
  await startI18n('en');
  await loadNamespace(PRODUCT_NAMESPACE, loadProductMessages);
});

it('on each failed copy, gives the link the focus selected, for Ctrl+C, and says so again', async () => {
  // After setup, which puts a clipboard of its own in place.
  const user = userEvent.setup();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
  render(<ShareLink url={URL} />);
  const button = screen.getByRole('button', { name: 'Copy link' });

  await user.click(button);
  const input = await screen.findByRole<HTMLInputElement>('textbox', { name: /select and copy it manually/ });
  expect(input).toHaveValue(URL);
  expect(input).toHaveFocus();
  expect([input.selectionStart, input.selectionEnd]).toEqual([0, URL.length]);
  const firstAlert = screen.getByRole('alert');

  // Pressed again (the focus back on the button, the selection gone): it fails again.
  await user.click(button);
  input.setSelectionRange(0, 0);
  await user.click(button);
  expect(await screen.findByRole('textbox', { name: /select and copy it manually/ })).toHaveFocus();
  expect([input.selectionStart, input.selectionEnd]).toEqual([0, URL.length]);
  expect(screen.getByRole('alert')).not.toBe(firstAlert);
});
