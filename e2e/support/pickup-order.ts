import type { Page } from '@playwright/test';
import { chooseLaterDay, confirmLocation } from './checkout';

/**
 * Fills the checkout (in English) as a guest who collects the order on a later day and pays cash
 * at the counter: not "as soon as possible", since the shop may be closed while a suite runs.
 * The caller places the order.
 */
export async function fillLaterPickupOrder(page: Page, email: string): Promise<void> {
  await chooseLaterDay(page);
  await page.getByRole('textbox', { name: /Full name/ }).fill('Ana Pop');
  await page.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await page.getByRole('textbox', { name: /Phone/ }).fill('0722 123 456');
  await page.getByRole('radio', { name: /Cash at the counter/ }).check();
  await confirmLocation(page);
  await page.getByRole('checkbox', { name: 'I confirm that my details are correct' }).check();
}
