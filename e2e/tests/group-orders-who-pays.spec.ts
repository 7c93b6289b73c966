import { test, expect, type Page } from '@playwright/test';
import { payWithTestCard } from '../support/payment-steps';
import { addFood, joinGroupOrder, participant, person, placePickupGroupOrder, startGroupOrder } from '../support/group-orders';

/**
 * A share of a split group order is paid once, by whoever pays first, and every screen says who
 * (issue 7). Each race is played one step after the other, as two people can: the organiser
 * pressing "Pay for" while the participant's card form is open, or while their payment is still
 * being checked. And a participant's second tab confirming what the first already confirmed.
 */
const TAKEN_OVER = 'Olga has taken over paying your share of the group order, so nothing was charged to you: there is nothing left for you to pay.';

/** Olga (a lemonade) and Ana (a penne) in a split pickup group order, both confirmed, placed by Olga. */
async function placedWithAna(olga: Page, ana: Page): Promise<void> {
  const joinLink = await startGroupOrder(olga, 'Olga', /Split: each person pays/);
  await joinGroupOrder(ana, joinLink, 'Ana');
  await addFood(ana, 'Penne arrabbiata', 1);
  await expect(participant(olga, 'Ana').getByText(/1 × Penne arrabbiata/)).toBeVisible();
  await ana.getByRole('button', { name: 'Confirm my order' }).click();
  await expect(participant(olga, 'Ana').getByText('Order confirmed')).toBeVisible();
  await olga.getByRole('button', { name: 'Confirm my order' }).click();
  await expect(olga.getByRole('heading', { level: 1, name: 'Your group order is complete' })).toBeVisible();
  await placePickupGroupOrder(olga);
  await expect(ana.getByRole('link', { name: /Pay my share/ })).toBeVisible();
}

test('the organiser pays for a participant whose card form is open: their card is refused, saying who pays, and the share is paid once', async ({ page: olga, context, browser }) => {
  test.setTimeout(150_000);
  const ana = await person(browser, await context.storageState());
  await placedWithAna(olga, ana);
  const share = (await ana.getByRole('link', { name: /Pay my share/ }).textContent())!.replace('Pay my share:', '').trim();

  await ana.getByRole('link', { name: /Pay my share/ }).click();
  await expect(ana.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  await participant(olga, 'Ana').getByRole('button', { name: 'Pay for Ana' }).click();
  await expect(participant(olga, 'Ana').getByRole('link', { name: /Pay Ana's share/ })).toContainText(share);

  // Ana's card, on the form still open: nothing is charged, she is told who pays and sees it on her group order.
  await payWithTestCard(ana, '4242 4242 4242 4242');
  await expect(ana.getByText(TAKEN_OVER)).toBeVisible();
  await expect(ana).toHaveURL(/\/group-orders\/success/);
  await expect(participant(ana, 'Ana (you)').getByText('Paid by organiser')).toBeVisible();
  await expect(ana.getByTestId('due-Ana')).toHaveText('Olga (organiser)');
  await expect(ana.getByText('Payment succeeded. Thank you!')).toHaveCount(0);
  await expect(ana.getByTestId('paid-Olga')).toHaveCount(0);

  // The organiser pays it: Olga has paid Ana's share, and it is the only payment of it.
  await participant(olga, 'Ana').getByRole('link', { name: /Pay Ana's share/ }).click();
  await payWithTestCard(olga, '4242 4242 4242 4242');
  await expect(olga).toHaveURL(/\/group-orders\/success/);
  await expect(ana.getByTestId('paid-Olga')).toHaveText(share);
  await expect(participant(ana, 'Ana (you)').getByText('Paid by organiser')).toBeVisible();
  await ana.context().close();
});

test('a participant whose payment is still being checked is not paid for: the organiser is told why, and nobody reads it as paid by her', async ({ page: olga, context, browser }) => {
  test.setTimeout(150_000);
  const ana = await person(browser, await context.storageState());
  await placedWithAna(olga, ana);

  await ana.getByRole('link', { name: /Pay my share/ }).click();
  await payWithTestCard(ana, '4000 0000 0000 0119');
  await expect(ana.getByText('We could not verify your payment.')).toBeVisible();
  await participant(olga, 'Ana').getByRole('button', { name: 'Pay for Ana' }).click();
  await expect(olga.getByRole('alert').filter({ hasText: 'This participant is paying their share right now, so you cannot pay it for them.' })).toBeVisible();
  await expect(participant(olga, 'Ana').getByText('Pending payment')).toBeVisible();
  await expect(participant(olga, 'Ana').getByRole('link', { name: /Pay Ana's share/ })).toHaveCount(0);
  await expect(olga.getByText('Also pays for Ana.')).toHaveCount(0);
  await ana.context().close();
});

test('confirming in a second tab that has not caught up shows the order confirmed, without an error', async ({ page: olga, context, browser }) => {
  test.setTimeout(90_000);
  const ana = await person(browser, await context.storageState());
  const joinLink = await startGroupOrder(olga, 'Olga', /Split: each person pays/);
  await joinGroupOrder(ana, joinLink, 'Ana');
  await addFood(ana, 'House lemonade', 1);
  await expect(participant(ana, 'Ana (you)').getByText(/1 × House lemonade/)).toBeVisible();
  // The second tab has lost its live updates (a phone asleep): it still offers Confirm.
  const secondTab = await ana.context().newPage();
  await secondTab.route('**/events*', (route) => route.abort());
  await secondTab.goto(ana.url());
  await expect(secondTab.getByText('Reconnecting to live updates…')).toBeVisible();

  await ana.getByRole('button', { name: 'Confirm my order' }).click();
  await expect(participant(ana, 'Ana (you)').getByText('Order confirmed')).toBeVisible();
  await secondTab.getByRole('button', { name: 'Confirm my order' }).click();
  await expect(participant(secondTab, 'Ana (you)').getByText('Order confirmed')).toBeVisible();
  await expect(secondTab.getByRole('button', { name: 'Confirm my order' })).toHaveCount(0);
  await expect(secondTab.locator('.go-notice')).toHaveCount(0);
  await ana.context().close();
});
