import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { fillLaterPickupCheckout } from './payment-steps';

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

/** Another person on another device: a context of their own, with the same cookie choice. */
export async function person(browser: Browser, state: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<Page> {
  const context = await browser.newContext({ storageState: state });
  return context.newPage();
}

/** A participant's card on a group order screen, by the name it is headed with. */
export const participant = (page: Page, name: string) => page.getByRole('listitem', { name });

/** Joins by the shared link with a name only. */
export async function joinGroupOrder(page: Page, joinLink: string, name: string): Promise<void> {
  await page.goto(joinLink);
  await page.getByRole('textbox', { name: /Your name/ }).fill(name);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(participant(page, `${name} (you)`)).toBeVisible();
}

/** Adds food in the panel's "Add food" form; `choose` makes the product's choices. */
export async function addFood(page: Page, product: string, quantity: number, choose: (page: Page) => Promise<void> = async () => {}): Promise<void> {
  const form = page.getByRole('region', { name: 'Add food' });
  await form.getByRole('combobox', { name: /Product/ }).selectOption({ label: product });
  await choose(page);
  await form.getByRole('textbox', { name: 'Quantity' }).fill(String(quantity));
  await form.getByRole('button', { name: 'Add' }).click();
}

/** The organiser places the completed pickup group order at the checkout, by card, for later today or tomorrow. */
export async function placePickupGroupOrder(organiser: Page): Promise<void> {
  await organiser.getByRole('button', { name: 'Place the group order' }).click();
  await expect(organiser.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(organiser.getByRole('radio', { name: /Card online/ })).toBeChecked();
  await fillLaterPickupCheckout(organiser, 'Olga Organiser', `group-${Date.now()}@example.com`);
  await organiser.getByRole('checkbox', { name: 'I confirm that my details are correct' }).check();
  await organiser.getByRole('button', { name: 'Place order' }).click();
  await expect(organiser.getByText('The order is placed: one order for the kitchen, picked up together.')).toBeVisible();
}
