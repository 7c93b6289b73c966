import { expect, type Page } from '@playwright/test';
import { shopText, textBefore } from './shop-texts';

type Language = 'en' | 'es' | 'lt' | 'ro';

/**
 * Books a table through the reservation form as a visitor in `language` would (the first free hour
 * of the form's third day, apart from the other suites' bookings) and waits on the thank-you page:
 * the only way that page shows a booking, since a direct visit has none and goes to the form.
 */
export async function bookTable(page: Page, language: Language, email: string): Promise<void> {
  const text = (key: string) => shopText('mfe-reservations-events-jobs/src/i18n', language, key);
  await page.goto('/reservations');
  await page.getByRole('combobox', { name: text('field.date') }).selectOption({ index: 3 });
  const hour = page.getByRole('combobox', { name: text('field.hour') });
  const free = hour.locator('option:not([disabled]):not([value=""])').first();
  await hour.selectOption((await free.getAttribute('value'))!);
  await page.getByRole('textbox', { name: text('field.name'), exact: true }).fill('Ana Popescu');
  await page.getByRole('textbox', { name: text('field.phone'), exact: true }).fill(phoneOf(email));
  await page.getByRole('textbox', { name: text('field.email'), exact: true }).fill(email);
  await page.getByRole('button', { name: text('reservations.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/reservations\/thank-you$/);
  await expect(page.getByRole('heading', { level: 1, name: text('thank_you.title') })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: textBefore(text('thank_you.details_other')) })).toBeVisible();
}

/**
 * A phone of the visitor's own, from their address: one phone number holds only so many upcoming
 * bookings at a store (api bookings-per-person), and the suites book as several visitors.
 */
function phoneOf(email: string): string {
  const number = [...email].reduce((sum, character) => (sum * 31 + character.charCodeAt(0)) % 1_000_000, 7);
  return `+40 721 ${String(number).padStart(6, '0')}`;
}
