import { test, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { chooseLaterDay, confirmLocation } from '../support/checkout';

/** WCAG 2 A and AA, as the other screens are checked. */
async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Another person on another device: a context of their own, with the same cookie choice. */
async function person(browser: Browser, state: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<Page> {
  const context = await browser.newContext({ storageState: state });
  return context.newPage();
}

async function addFood(page: Page, product: string, quantity: number): Promise<void> {
  const form = page.getByRole('region', { name: 'Add food' });
  await form.getByRole('combobox', { name: /Product/ }).selectOption({ label: product });
  await form.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
  await form.getByRole('button', { name: 'Add' }).click();
}

const participant = (page: Page, name: string) => page.getByRole('listitem', { name });

test('three people order together: join by link, add food, give up, pay for, confirm, all live', async ({ page: olga, context, browser }) => {
  // Three people, a checkout and four axe runs on a shared two-core machine.
  test.setTimeout(180_000);
  const state = await context.storageState();

  // The organiser starts from the cart.
  await olga.goto('/');
  await olga.getByRole('button', { name: /add to cart/i }).first().click();
  await expect(olga.getByTestId('cart-count')).toHaveText('1');
  await olga.goto('/cart/checkout');
  await olga.getByRole('link', { name: 'Order together: start a group order' }).click();
  await expect(olga.getByRole('heading', { level: 1, name: 'Start a group order' })).toBeVisible();
  await expectNoAxeViolations(olga);
  await olga.getByRole('textbox', { name: /Your name/ }).fill('Olga');
  await olga.getByRole('radio', { name: /Split: each person pays/ }).check();
  await olga.getByRole('button', { name: 'Start and get the link' }).click();
  await expect(olga.getByRole('heading', { level: 1, name: 'Group order' })).toBeVisible();
  await expect(participant(olga, 'Olga (you)').getByText('Pending confirmation')).toBeVisible();
  const joinLink = await olga.getByRole('textbox', { name: 'Group order link' }).inputValue();
  expect(joinLink).toContain('/auth/join-group-order?link=');

  // Two guests join by the link with a name only.
  const ana = await person(browser, state);
  const ben = await person(browser, state);
  for (const [guest, name] of [[ana, 'Ana'], [ben, 'Ben']] as const) {
    await guest.goto(joinLink);
    await expect(guest.getByText('Olga invites you to order together from')).toBeVisible();
    if (name === 'Ana') await expectNoAxeViolations(guest);
    await guest.getByRole('textbox', { name: /Your name/ }).fill(name);
    await guest.getByRole('button', { name: 'Join' }).click();
    await expect(participant(guest, `${name} (you)`)).toBeVisible();
  }
  // Everyone sees everyone, live.
  await expect(participant(olga, 'Ben')).toBeVisible();

  // Each adds food; the others' screens show it without reloading.
  await addFood(ana, 'Spaghetti carbonara', 2);
  await addFood(ben, 'Penne arrabbiata', 1);
  await expect(participant(olga, 'Ana').getByText(/2 × Spaghetti carbonara/)).toBeVisible();
  await expect(participant(ana, 'Ben').getByText(/1 × Penne arrabbiata/)).toBeVisible();
  await ana.getByRole('button', { name: 'One more Spaghetti carbonara' }).click();
  await expect(participant(olga, 'Ana').getByText(/3 × Spaghetti carbonara/)).toBeVisible();

  // Ben gives up: he goes back to the menu and leaves every other screen.
  await ben.getByRole('button', { name: 'Give up' }).click();
  await expect(ben).toHaveURL(/\/$/);
  await expect(participant(olga, 'Ben')).toHaveCount(0);
  await expect(participant(ana, 'Ben')).toHaveCount(0);

  // The organiser pays for Ana; Ana sees it at once.
  await olga.getByRole('button', { name: 'Pay for Ana' }).click();
  await expect(participant(ana, 'Ana (you)').getByText('Paid by organiser')).toBeVisible();
  await expect(olga.getByText('In progress')).toBeVisible();

  // Delete is refused once in progress, with the spec's message in a red notice on top.
  await olga.getByRole('button', { name: 'Delete the group order' }).click();
  await expect(olga.getByRole('alert')).toContainText('The group order is already in progress and can no longer be deleted.');
  await expectNoAxeViolations(olga);

  // Every screen shows the same totals.
  const olgaTotal = await olga.getByTestId('group-total').textContent();
  await expect(ana.getByTestId('group-total')).toHaveText(olgaTotal!);
  await expect(ana.getByTestId('total-Olga')).toHaveText((await olga.getByTestId('total-Olga').textContent())!);

  // All confirm; only then is the group order complete, on every screen.
  await ana.getByRole('button', { name: 'Confirm my order' }).click();
  await expect(participant(olga, 'Ana').getByText('Order confirmed')).toBeVisible();
  await expect(olga.getByRole('heading', { level: 1, name: 'Group order' })).toBeVisible();
  await olga.getByRole('button', { name: 'Confirm my order' }).click();
  for (const screen of [olga, ana]) {
    await expect(screen.getByRole('heading', { level: 1, name: 'Your group order is complete' })).toBeVisible();
    await expect(screen).toHaveURL(/\/group-orders\/success/);
  }
  await expectNoAxeViolations(ana);
  await expect(ana.getByRole('link', { name: 'Back to the menu' })).toBeVisible();

  // The organiser places the whole group order at the checkout, as one order for the kitchen.
  await olga.getByRole('button', { name: 'Place the group order' }).click();
  await expect(olga.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(olga.getByText(/Spaghetti carbonara/).first()).toBeVisible();
  await expect(olga.getByTestId('cart-count')).toHaveText('4');
  await chooseLaterDay(olga);
  await olga.getByRole('combobox', { name: 'Time' }).selectOption({ index: 2 });
  await olga.getByRole('textbox', { name: /Full name/ }).fill('Olga Organiser');
  await olga.getByRole('textbox', { name: /E-mail/ }).fill(`group-${Date.now()}@example.com`);
  await olga.getByRole('textbox', { name: /Phone/ }).fill('0722 123 456');
  await olga.getByRole('radio', { name: /Cash at the counter/ }).check();
  await confirmLocation(olga);
  await olga.getByRole('checkbox', { name: 'I confirm that my details are correct' }).check();
  await olga.getByRole('button', { name: 'Place order' }).click();
  await expect(olga.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await ana.context().close();
  await ben.context().close();
});
