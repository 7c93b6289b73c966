import { test, expect } from '@playwright/test';
import { participant, startGroupOrder } from '../support/group-orders';

/**
 * Spec §6: a participant's food goes through the server. "Add to cart" on the menu, tapped while
 * in a group order, puts the dish in the customer's own part of it (seen live by the organiser),
 * not in a cart of its own that no checkout could ever order.
 */
test('a participant adds a dish from the menu: it joins their part of the group order, and the cart leads to the panel', async ({ page: olga, browser, context }) => {
  test.setTimeout(120_000);
  // Another device: the cookie choice only, before Olga's tokens are on this one.
  const state = await context.storageState();
  const joinLink = await startGroupOrder(olga, 'Olga', /Split: each person pays/);

  const carl = await (await browser.newContext({ storageState: state })).newPage();
  await carl.goto(joinLink);
  await carl.getByRole('textbox', { name: /Your name/ }).fill('Carl');
  await carl.getByRole('button', { name: 'Join' }).click();
  await expect(participant(carl, 'Carl (you)').getByText('No products yet.')).toBeVisible();
  const panel = carl.url();

  await carl.goto('/p/lemonade/24');
  await carl.getByRole('button', { name: 'Add to cart' }).click();
  await expect(carl.getByText('House lemonade was added to your part of the group order')).toBeVisible();
  await expect(carl.getByTestId('cart-count')).toHaveText('0');
  // The organiser sees it in Carl's part, live.
  await expect(participant(olga, 'Carl').getByText(/1 × House lemonade/)).toBeVisible();

  await carl.goto('/cart/checkout');
  await expect(carl.getByRole('button', { name: 'Place order' })).toHaveCount(0);
  await carl.getByRole('link', { name: 'Go to the group order' }).click();
  await expect(carl).toHaveURL(panel);
  await expect(participant(carl, 'Carl (you)').getByText(/1 × House lemonade/)).toBeVisible();
});
