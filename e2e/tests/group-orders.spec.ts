import { test, expect, type Page } from '@playwright/test';
import { chooseLaterDay, confirmLocation } from '../support/checkout';
import { expectNoAxeViolations, payWithTestCard } from '../support/payment-steps';
import { addFood, participant, person, startGroupOrder } from '../support/group-orders';
import { API_URL } from '../support/urls';

/** Spec §9: RON as the number then lei, whole amounts without ".00". */
function lei(amount: number): string {
  const text = (Math.round(amount * 100) / 100).toFixed(2);
  return `${text.endsWith('.00') ? text.slice(0, -3) : text} lei`;
}

/** Riverside's delivery area charges by the group's food: 15 below 100, 8 below 200, then nothing. */
const riversideFee = (food: number) => (food < 100 ? 15 : food < 200 ? 8 : 0);

/**
 * Every screen shows the same group total, which is the food, the one delivery fee and the
 * organiser's extra as counted here by hand; and the same total and amount still to pay for each
 * person (or who pays it), the amounts to pay adding up to the group total. Waited for: the
 * screens update live.
 */
async function expectSameTotals(screens: Page[], names: string[], food: number, extra: number): Promise<void> {
  const fee = riversideFee(food);
  for (const screen of screens) {
    await expect(screen.getByTestId('group-total')).toHaveText(lei(food + fee + extra));
    await expect(screen.getByTestId('group-delivery-fee')).toHaveText(lei(fee));
    await expect(screen.getByRole('listitem').filter({ has: screen.getByRole('heading', { level: 3 }) })).toHaveCount(names.length);
  }
  let dues = 0;
  for (const name of names) {
    const total = (await screens[0]!.getByTestId(`total-${name}`).textContent())!;
    const due = (await screens[0]!.getByTestId(`due-${name}`).textContent())!;
    // Someone the organiser pays for reads who pays, not an amount.
    if (due.endsWith(' lei')) dues += Number(due.replace(' lei', ''));
    for (const screen of screens.slice(1)) {
      await expect(screen.getByTestId(`total-${name}`)).toHaveText(total);
      await expect(screen.getByTestId(`due-${name}`)).toHaveText(due);
    }
  }
  expect(lei(dues)).toBe(lei(food + fee + extra));
}

interface Sold {
  name: string;
  price: number;
  pack_price: number | null;
}

test('four people order together, live: join by link, choose food with options, give up, pay for one (and take it back), confirm, place one order, pay the share of another after placing, and pay', async ({ page: olga, context, browser, request }) => {
  // Four people, a checkout, two card payments and axe on a shared two-core machine.
  test.setTimeout(240_000);
  const state = await context.storageState();
  const sold = (await (await request.get(`${API_URL}/public/products?store_id=2&with=sizes`)).json()) as Sold[];
  const food = (name: string, quantity: number, options = 0) => {
    const product = sold.find((candidate) => candidate.name === name)!;
    return quantity * (product.price + options + (product.pack_price ?? 0));
  };

  // The organiser starts from a delivery cart at Riverside.
  await olga.goto('/p/lemonade/24');
  await olga.getByRole('button', { name: 'Add to cart' }).click();
  await expect(olga.getByTestId('cart-count')).toHaveText('1');
  await olga.goto('/cart/checkout');
  await olga.getByRole('radio', { name: 'Delivery' }).check();
  await olga.getByRole('combobox', { name: /Street and number/ }).fill('Splaiul 5');
  await olga.getByRole('option', { name: 'Splaiul Independenței 5, București' }).click();
  await expect(olga.getByText('Delivery fee', { exact: true })).toBeVisible();
  await olga.getByRole('link', { name: 'Order together: start a group order' }).click();
  await expect(olga.getByRole('heading', { level: 1, name: 'Start a group order' })).toBeVisible();
  await expectNoAxeViolations(olga);
  await olga.getByRole('textbox', { name: /Your name/ }).fill('Olga');
  await olga.getByRole('radio', { name: /Split: each person pays/ }).check();
  await expect(olga.getByRole('radio', { name: /One delivery fee for the group, shared/ })).toBeChecked();
  await olga.getByRole('textbox', { name: /Extra I add/ }).fill('5');
  await olga.getByRole('button', { name: 'Start and get the link' }).click();
  await expect(olga.getByRole('heading', { level: 1, name: 'Group order' })).toBeVisible();
  await expect(participant(olga, 'Olga (you)').getByText('Pending confirmation')).toBeVisible();
  const joinLink = await olga.getByRole('textbox', { name: 'Group order link' }).inputValue();
  expect(joinLink).toContain('/auth/join-group-order?link=');
  // What each one's food costs (with packaging), as the test counts it.
  const sums: Record<string, number> = { Olga: food('House lemonade', 1) };
  const total = () => Object.values(sums).reduce((sum, value) => sum + value, 0);
  await expectSameTotals([olga], ['Olga'], total(), 5);

  // Three guests join by the link with a name only.
  const guests: Record<'Ana' | 'Ben' | 'Carl', Page> = { Ana: await person(browser, state), Ben: await person(browser, state), Carl: await person(browser, state) };
  for (const [name, guest] of Object.entries(guests)) {
    await guest.goto(joinLink);
    await expect(guest.getByText('Olga invites you to order together from')).toBeVisible();
    if (name === 'Ana') {
      await expectNoAxeViolations(guest);
      // The organiser's name, in other case and spaces: refused on the field, as nobody could tell them apart.
      await guest.getByRole('textbox', { name: /Your name/ }).fill('  oLGA ');
      await guest.getByRole('button', { name: 'Join' }).click();
      await expect(guest.getByRole('textbox', { name: /Your name/ })).toHaveAccessibleDescription(/Someone in this group order already goes by this name\./);
      await expect(guest.getByRole('textbox', { name: /Your name/ })).toBeFocused();
    }
    await guest.getByRole('textbox', { name: /Your name/ }).fill(name);
    await guest.getByRole('button', { name: 'Join' }).click();
    await expect(participant(guest, `${name} (you)`)).toBeVisible();
  }
  const { Ana: ana, Ben: ben, Carl: carl } = guests;
  const everyone = [olga, ana, ben, carl];
  await expectSameTotals(everyone, ['Olga', 'Ana', 'Ben', 'Carl'], total(), 5);

  // Each adds food; every screen shows the new totals without reloading.
  await addFood(ana, 'Penne arrabbiata', 2);
  sums.Ana = food('Penne arrabbiata', 2);
  await expect(participant(olga, 'Ana').getByText(/2 × Penne arrabbiata/)).toBeVisible();
  await expectSameTotals(everyone, ['Olga', 'Ana', 'Ben', 'Carl'], total(), 5);
  // The price said before adding is the food and its packaging, as the card then counts them.
  const lemonade = sold.find((candidate) => candidate.name === 'House lemonade')!;
  await ben.getByRole('region', { name: 'Add food' }).getByRole('combobox', { name: /Product/ }).selectOption({ label: 'House lemonade' });
  await expect(ben.getByTestId('add-price')).toHaveText(`Price: ${lei(lemonade.price)}${lemonade.pack_price ? ` + ${lei(lemonade.pack_price)} packaging` : ''}`);
  await addFood(ben, 'House lemonade', 1);
  sums.Ben = food('House lemonade', 1);
  await expectSameTotals(everyone, ['Olga', 'Ana', 'Ben', 'Carl'], total(), 5);
  // A burger must be ordered with its cooking and a side: the product page's rules.
  await addFood(carl, 'Aurora burger', 1);
  await expect(carl.getByText('Cooking: choose at least 1.')).toBeVisible();
  // The first broken group has the focus, not the Add button.
  await expect(carl.getByRole('group', { name: /^Cooking/ })).toBeFocused();
  await carl.getByRole('radio', { name: 'Well done' }).check();
  await carl.getByRole('checkbox', { name: /Sweet potato fries/ }).check();
  await carl.getByRole('region', { name: 'Add food' }).getByRole('button', { name: 'Add' }).click();
  sums.Carl = food('Aurora burger', 1, 4);
  await expect(participant(ana, 'Carl').getByText(/1 × Aurora burger/)).toBeVisible();
  await expectSameTotals(everyone, ['Olga', 'Ana', 'Ben', 'Carl'], total(), 5);
  await ana.getByRole('button', { name: 'One more Penne arrabbiata' }).click();
  sums.Ana = food('Penne arrabbiata', 3);
  await expect(participant(olga, 'Ana').getByText(/3 × Penne arrabbiata/)).toBeVisible();
  await expectSameTotals(everyone, ['Olga', 'Ana', 'Ben', 'Carl'], total(), 5);

  // Ben gives up, after saying yes: he goes back to the menu, is told there, and leaves every other screen.
  await ben.getByRole('button', { name: 'Give up' }).click();
  const question = ben.getByRole('group', { name: 'Give up this group order? Your food in it goes back to your cart.' });
  await expect(question.getByRole('button', { name: 'Stay in it' })).toBeFocused();
  await question.getByRole('button', { name: 'Yes, give up' }).click();
  await expect(ben).toHaveURL(/\/$/);
  await expect(ben.getByText(/You left the group order from .+\. Your food from it is back in your cart\./)).toBeVisible();
  delete sums.Ben;
  const staying = [olga, ana, carl];
  await expect(participant(olga, 'Ben')).toHaveCount(0);
  await expectSameTotals(staying, ['Olga', 'Ana', 'Carl'], total(), 5);

  // The organiser pays for Carl: his share moves to hers, on every screen.
  await olga.getByRole('button', { name: 'Pay for Carl' }).click();
  // The button is gone: the organiser's focus goes to Carl, not to the page.
  await expect(olga.getByRole('heading', { name: 'Carl' })).toBeFocused();
  await expect(participant(carl, 'Carl (you)').getByText('Paid by organiser')).toBeVisible();
  await expect(carl.getByTestId('due-Carl')).toHaveText('Olga (organiser)');
  await expect(participant(carl, 'Carl (you)').getByText('Still to pay')).toHaveCount(0);
  await expect(olga.getByText('Also pays for Carl.')).toBeVisible();
  // Nothing is charged yet: the group order stays open.
  await expect(olga.getByText('Open: people can still join', { exact: true })).toBeVisible();
  await expectSameTotals(staying, ['Olga', 'Ana', 'Carl'], total(), 5);
  // A press on the wrong name is taken back before placing: Carl's share is his own again, live.
  await participant(olga, 'Carl').getByRole('button', { name: 'Stop paying for Carl' }).click();
  await expect(olga.getByRole('heading', { name: 'Carl' })).toBeFocused();
  await expect(participant(carl, 'Carl (you)').getByText('Pending payment')).toBeVisible();
  await expect(olga.getByText('Also pays for Carl.')).toHaveCount(0);
  await participant(olga, 'Carl').getByRole('button', { name: 'Pay for Carl' }).click();
  await expect(participant(carl, 'Carl (you)').getByText('Paid by organiser')).toBeVisible();

  // Ana confirms: her order is closed, the group order still open, and she may still give up.
  await ana.getByRole('button', { name: 'Confirm my order' }).click();
  await expect(ana.getByRole('heading', { name: 'Ana (you)' })).toBeFocused();
  await expect(participant(olga, 'Ana').getByText('Order confirmed')).toBeVisible();
  await expect(ana.getByText('Open: people can still join', { exact: true })).toBeVisible();
  await expect(ana.getByRole('button', { name: 'Give up' })).toBeVisible();

  // The organiser's confirmation puts it in progress, as her button says before.
  const olgasConfirm = olga.getByRole('button', { name: 'Confirm my order' });
  await expect(olgasConfirm).toHaveAccessibleDescription(/nobody else can join and nobody can give up/);
  await olgasConfirm.click();
  await expect(olga.getByRole('heading', { name: 'Olga (you)' })).toBeFocused();
  await expect(carl.getByText('In progress', { exact: true })).toBeVisible();

  // Spec §4: delete and give up are refused once in progress, so they are not offered; a line says why.
  await expect(olga.getByRole('button', { name: 'Delete the group order' })).toHaveCount(0);
  await expect(olga.getByText('The group order is in progress: it can no longer be deleted.')).toBeVisible();
  await expect(carl.getByRole('button', { name: 'Give up' })).toHaveCount(0);
  await expect(carl.getByText('The group order is in progress: you can no longer give up.')).toBeVisible();
  await expectNoAxeViolations(olga);

  // The last to confirm completes the group order, on every screen.
  await carl.getByRole('button', { name: 'Confirm my order' }).click();
  for (const screen of staying) {
    await expect(screen.getByRole('heading', { level: 1, name: 'Your group order is complete' })).toBeVisible();
    await expect(screen).toHaveURL(/\/group-orders\/success/);
  }
  await expect(ana.getByText('Waiting for Olga to place the order at the checkout.')).toBeVisible();
  await expectSameTotals(staying, ['Olga', 'Ana', 'Carl'], total(), 5);
  await expectNoAxeViolations(ana);
  const dues = { Olga: (await olga.getByTestId('due-Olga').textContent())!, Ana: (await olga.getByTestId('due-Ana').textContent())! };

  // The organiser places the whole group order at the checkout: one order, every line, card only.
  await olga.getByRole('button', { name: 'Place the group order' }).click();
  await expect(olga.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(olga.getByText(/Penne arrabbiata/).first()).toBeVisible();
  await expect(olga.getByTestId('cart-count')).toHaveText('5');
  await expect(olga.locator('.checkout__cost--total dd')).toHaveText(lei(total() + riversideFee(total()) + 5));
  await expect(olga.getByRole('radio', { name: /Cash/ })).toHaveCount(0);
  await expect(olga.getByRole('radio', { name: /Card online/ })).toBeChecked();
  await chooseLaterDay(olga);
  await olga.getByRole('combobox', { name: 'Time' }).selectOption({ index: 2 });
  await olga.getByRole('textbox', { name: /Full name/ }).fill('Olga Organiser');
  await olga.getByRole('textbox', { name: /E-mail/ }).fill(`group-${Date.now()}@example.com`);
  await olga.getByRole('textbox', { name: /Phone/ }).fill('0722 123 456');
  await confirmLocation(olga);
  await olga.getByRole('checkbox', { name: 'I confirm that my details are correct' }).check();
  await olga.getByRole('button', { name: 'Place order' }).click();
  await expect(olga).toHaveURL(/\/group-orders\/success/);
  await expect(olga.getByText('The order is placed: one order for the kitchen, one delivery.')).toBeVisible();

  // Ana has not paid her share yet: the organiser pays it for her, after placing (issue 7).
  await expect(ana.getByRole('link', { name: /Pay my share/ })).toContainText(dues.Ana);
  await participant(olga, 'Ana').getByRole('button', { name: 'Pay for Ana' }).click();
  await expect(participant(ana, 'Ana (you)').getByText('Paid by organiser')).toBeVisible();
  await expect(ana.getByRole('link', { name: /Pay my share/ })).toHaveCount(0);
  const anasShare = participant(olga, 'Ana').getByRole('link', { name: /Pay Ana's share/ });
  await expect(anasShare).toContainText(dues.Ana);
  await expect(anasShare).toBeFocused();
  // The payment links are drawn as buttons: their text keeps its contrast on the brand colour.
  await expectNoAxeViolations(olga);
  await anasShare.click();
  await expect(olga.getByText(`Amount to pay: ${dues.Ana}`)).toBeVisible();
  // A declined card: a share is paid by card only (the API refuses another method for it), so the
  // failure offers another card, never the order's other methods.
  await payWithTestCard(olga, '4000 0000 0000 0002');
  await expect(olga.getByRole('alert').filter({ hasText: 'The payment failed.' })).toBeVisible();
  await expect(olga.getByRole('group', { name: 'Or pay another way' })).toHaveCount(0);
  await payWithTestCard(olga, '4242 4242 4242 4242');
  await expect(olga).toHaveURL(/\/group-orders\/success/);
  await expect(olga.getByText('Payment succeeded. Thank you!')).toBeVisible();
  await expect(participant(olga, 'Ana').getByRole('link', { name: /Pay Ana's share/ })).toHaveCount(0);
  // Everyone reads what Olga has paid (Ana's share) and what she still has to pay (her own).
  await expect(carl.getByTestId('paid-Olga')).toHaveText(dues.Ana);
  await expect(carl.getByTestId('due-Olga')).toHaveText(dues.Olga);
  await expect(participant(carl, 'Olga').getByText('Pending payment')).toBeVisible();
  await expect(olga.getByText('Everything is paid. Enjoy your meal!')).toBeHidden();

  // The organiser pays her own share by card, for the amount the panel showed.
  await expect(olga.getByRole('link', { name: /Pay my share/ })).toContainText(dues.Olga);
  await olga.getByRole('link', { name: /Pay my share/ }).click();
  await expect(olga.getByText(`Amount to pay: ${dues.Olga}`)).toBeVisible();
  await payWithTestCard(olga, '4242 4242 4242 4242');
  await expect(olga).toHaveURL(/\/group-orders\/success/);
  // The notice of the first payment may still be up beside this one's.
  await expect(olga.getByText('Payment succeeded. Thank you!').last()).toBeVisible();
  await expect(participant(carl, 'Olga').getByText('Payment made')).toBeVisible();
  await expect(participant(carl, 'Olga').getByText('Still to pay')).toHaveCount(0);
  for (const screen of staying) await expect(screen.getByText('Everything is paid. Enjoy your meal!')).toBeVisible();
  await expect(participant(carl, 'Carl (you)').getByText('Paid by organiser')).toBeVisible();
  await expect(participant(carl, 'Ana').getByText('Paid by organiser')).toBeVisible();
  await expectNoAxeViolations(carl);
  for (const guest of Object.values(guests)) await guest.context().close();
});

test('a deleted group order ends on the cancelled screen for everyone; the organiser gets all her food back', async ({ page: olga, context, browser }) => {
  test.setTimeout(90_000);
  // Ana's device: the same cookie choice, none of Olga's group orders.
  const state = await context.storageState();
  await olga.goto('/p/lemonade/24');
  await olga.getByRole('button', { name: 'Add to cart' }).click();
  await expect(olga.getByTestId('cart-count')).toHaveText('1');
  await olga.goto('/cart/checkout');
  await olga.getByRole('link', { name: 'Order together: start a group order' }).click();
  await olga.getByRole('textbox', { name: /Your name/ }).fill('Olga');
  await olga.getByRole('button', { name: 'Start and get the link' }).click();
  const joinLink = await olga.getByRole('textbox', { name: 'Group order link' }).inputValue();
  const ana = await person(browser, state);
  // Ana had food of her own in her cart: joining made it her part, and the deletion gives it back.
  await ana.goto('/p/lemonade/24');
  await ana.getByRole('button', { name: 'Add to cart' }).click();
  await expect(ana.getByTestId('cart-count')).toHaveText('1');
  await ana.goto(joinLink);
  await ana.getByRole('textbox', { name: /Your name/ }).fill('Ana');
  await ana.getByRole('button', { name: 'Join' }).click();
  await expect(participant(olga, 'Ana')).toBeVisible();
  // Olga adds food in the group panel after starting it.
  await addFood(olga, 'House lemonade', 2);
  await expect(participant(olga, 'Olga (you)').getByText(/2 × House lemonade/)).toBeVisible();

  // Open: the organiser may delete it, after saying yes; keeping it changes nothing.
  await olga.getByRole('button', { name: 'Delete the group order' }).click();
  const question = olga.getByRole('group', { name: 'Delete this group order?' });
  await expect(question.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await olga.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await expect(participant(ana, 'Ana (you)')).toBeVisible();
  await olga.getByRole('button', { name: 'Delete the group order' }).click();
  await question.getByRole('button', { name: 'Yes, delete' }).click();
  // Every screen goes to the cancelled screen.
  for (const screen of [olga, ana]) {
    await expect(screen.getByRole('heading', { level: 1, name: 'Group order deleted' })).toBeVisible();
    await expect(screen).toHaveURL(/\/group-orders\/cancelled/);
  }
  await expect(ana.getByText('The organiser deleted this group order. Your cart is yours again.')).toBeVisible();
  // The organiser is told in her own words, and gets back all her food: the lemonade she started
  // the group with and the two she added in the panel.
  await expect(olga.getByText('You deleted this group order. Your food from it is back in your cart, next to what was already there.')).toBeVisible();
  await expectNoAxeViolations(ana);
  await expectNoAxeViolations(olga);
  await expect(ana.getByTestId('cart-count')).toHaveText('1');
  await expect(olga.getByTestId('cart-count')).toHaveText('3');
  await ana.context().close();
});

test('a name of one long word wraps on every screen instead of widening it, on a phone and a desktop', async ({ page: olga, context, browser }) => {
  test.setTimeout(90_000);
  const state = await context.storageState();
  const joinLink = await startGroupOrder(olga, 'Olga', 'I pay for everyone');
  const ana = await person(browser, state);
  await ana.goto(joinLink);
  // The longest name the group order takes (an account's, 120), typed as one word.
  const name = 'W'.repeat(120);
  await ana.getByRole('textbox', { name: /Your name/ }).fill(name);
  await expect(ana.getByRole('textbox', { name: /Your name/ })).toHaveValue(name);
  await ana.getByRole('button', { name: 'Join' }).click();
  await expect(participant(ana, `${name} (you)`)).toBeVisible();
  // The organiser pays for her: "Also pays for …" names her too.
  await expect(olga.getByText(`Also pays for ${name}.`)).toBeVisible();
  const pageWidth = (page: Page) => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  for (const width of [390, 1280]) {
    for (const screen of [olga, ana]) {
      await screen.setViewportSize({ width, height: 900 });
      const { scroll, client } = await pageWidth(screen);
      expect(scroll, `${width} px`).toBeLessThanOrEqual(client);
    }
  }
  await ana.context().close();
});

