import { expect, type Page } from '@playwright/test';

/**
 * The organiser puts a lemonade in her cart and starts a group order from it (pickup), paid as
 * `payment` says; answers the link she shares.
 */
export async function startGroupOrder(page: Page, name: string, payment: RegExp | string): Promise<string> {
  await page.goto('/p/lemonade/24');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/group-orders/start');
  await page.getByRole('textbox', { name: /Your name/ }).fill(name);
  await page.getByRole('radio', { name: payment }).check();
  await page.getByRole('button', { name: 'Start and get the link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Group order' })).toBeVisible();
  return page.getByRole('textbox', { name: 'Group order link' }).inputValue();
}
