import { expect, type Page } from '@playwright/test';

/** From the homepage, the first `count` products into the cart, as a customer clicks them. */
export async function addProducts(page: Page, count: number): Promise<void> {
  await page.goto('/');
  const addButtons = page.getByRole('button', { name: /add to cart/i });
  await expect(addButtons.first()).toBeVisible();
  for (let n = 0; n < count; n++) {
    await addButtons.nth(n).click();
    await expect(page.getByTestId('cart-count')).toHaveText(String(n + 1));
  }
}

/** Spec §5 location confirmation: the delivery address and pin, or the pickup store (after choosing them). */
export const LOCATION_CONFIRMATION = /^I confirm that (the delivery address and the pin on the map are correct|I will pick up my order at )/;

export async function confirmLocation(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: LOCATION_CONFIRMATION }).check();
}

export async function fillGuest(page: Page, email: string, name = 'Ana Pop'): Promise<void> {
  await page.getByRole('textbox', { name: /Full name/ }).fill(name);
  await page.getByRole('textbox', { name: /E-mail/ }).first().fill(email);
  await page.getByRole('textbox', { name: /Phone/ }).fill('0722 123 456');
}

/**
 * "Later", then tomorrow (or the only day offered): a slot later today could close while the test
 * runs. The days arrive from the API after the radio is checked, and are read again when the store
 * changes, so the choice is retried until a loaded list takes it.
 */
export async function chooseLaterDay(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Later' }).check();
  const day = page.getByRole('combobox', { name: 'Day' });
  await expect(async () => {
    const days = await day.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(days.length).toBeGreaterThan(0);
    const chosen = days[1] ?? days[0]!;
    await day.selectOption(chosen, { timeout: 2_000 });
    await expect(day).toHaveValue(chosen, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** A later slot (see chooseLaterDay). Answers the time. */
export async function chooseLaterSlot(page: Page, timeIndex = 0): Promise<string> {
  await chooseLaterDay(page);
  const time = page.getByRole('combobox', { name: 'Time' });
  await time.selectOption({ index: timeIndex });
  return time.inputValue();
}
