import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, fillLaterPickupCheckout, payWithTestCard as payWith, watchPolicyViolations } from '../support/payment-steps';
import { placeCardOrder } from '../support/placed-orders';
import { API_URL } from '../support/urls';

const successHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Thank you for your order!' });

test('a card payment chosen at checkout succeeds, and Back cannot re-enter the payment', async ({ page, request }) => {
  const violations = await watchPolicyViolations(page);
  await page.goto('/');
  await page.getByRole('button', { name: /add to cart/i }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/cart/checkout');
  await fillLaterPickupCheckout(page, 'Ana Pop', `card-${Date.now()}@example.com`);
  await page.getByRole('radio', { name: /Card online/ }).check();
  await page.getByRole('checkbox', { name: 'I confirm that my details are correct' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your order' })).toBeVisible();
  await expect(page).toHaveURL(/\/integrations\/payment\/[A-Za-z0-9_-]{32}$/);
  const token = page.url().split('/').pop()!;
  await expect(page.getByText(/Amount to pay: /)).toBeVisible();
  await expectNoAxeViolations(page);

  await payWith(page, '4242 4242 4242 4242');
  await expect(successHeading(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/order-success/${token}$`));
  await expect(page.getByText('Payment succeeded. Thank you!')).toBeVisible();
  const payment = await (await request.get(`${API_URL}/public/payments/${token}`)).json();
  expect(payment.status).toBe('succeeded');

  await page.goBack();
  await expect(page).not.toHaveURL(/\/integrations\//);
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  // The whole payment ran under the shop's strict policy.
  expect(violations).toEqual([]);
});

test('the success page of a card order not paid yet (the e-mail\'s link) says it waits for payment and leads to paying it', async ({ page, request }) => {
  const token = await placeCardOrder(request);
  await page.goto(`/order-success/${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your order waits for payment' })).toBeVisible();
  await expect(page.getByText('Your order is placed and waits for payment.')).toBeVisible();
  await expect(page.getByText(/will be ready for pickup/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Pay for your order' }).click();
  await expect(page).toHaveURL(new RegExp(`/integrations/payment/${token}$`));
  await payWith(page, '4242 4242 4242 4242');
  await expect(successHeading(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/order-success/${token}$`));
});

test("a card order left unpaid past its time is cancelled, and its page puts the same food back in the emptied cart", async ({ page, request }) => {
  const token = await placeCardOrder(request);
  const ranOut = await request.post(`${API_URL}/dev/orders/${token}/unpaid-deadline`);
  expect(await ranOut.json()).toEqual({ abandoned: true });

  await page.goto(`/order-success/${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your order was cancelled' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay for your order' })).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(page.getByText('2 products were added to your cart at today’s prices.')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await expect(page.getByRole('main').getByText('House lemonade').first()).toBeVisible();
});

/** The screen offers the order's other methods: cash at the counter, which the API takes, ends on the order's success screen. */
async function payAtTheCounterInstead(page: Page, request: APIRequestContext, token: string) {
  const others = page.getByRole('group', { name: 'Or pay another way' });
  await expect(others.getByRole('radio', { name: /Cash at the counter/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await others.getByRole('radio', { name: /Cash at the counter/ }).check();
  await page.getByRole('button', { name: 'Pay this way' }).click();
  await expect(successHeading(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/order-success/${token}$`));
  await expect(page.getByText('Payment method changed to: Cash at the counter.')).toBeVisible();
  const order = await (await request.get(`${API_URL}/public/payments/${token}/method`)).json();
  expect(order.payment_method).toBe('cash-pickup');
}

test('a declined card says so, and the order then succeeds with another method: cash at the counter', async ({ page, request }) => {
  const token = await placeCardOrder(request);
  await page.goto(`/integrations/payment/${token}`);
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: 'The payment failed. Please try another payment method.' })).toBeVisible();
  await expect(page.getByText('Reason: Your card was declined.')).toBeVisible();
  await payAtTheCounterInstead(page, request, token);
  // The failed card payment is closed: Back does not lead into it again.
  await page.goBack();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
});

test('a payment that could not be started offers "Try again" and the order\'s other ways to pay: cash at the counter', async ({ page, request }) => {
  const token = await placeCardOrder(request);
  // The start gets no answer (the connection drops); the API never made a card payment.
  await page.route('**/public/payments', (route) => (route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue()));
  await page.goto(`/integrations/payment/${token}`);
  await expect(page.getByText('Your payment could not be started.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await payAtTheCounterInstead(page, request, token);
});

test('a processing payment says so, is not paid again, and lands on success once settled', async ({ page, request }) => {
  const token = await placeCardOrder(request);
  await page.goto(`/integrations/payment/${token}`);
  await payWith(page, '4000 0000 0000 0077');
  await expect(page.getByText('Your payment is being processed.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expect(successHeading(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/order-success/${token}$`));
});

test('a payment that cannot be verified asks the customer to check their bank account', async ({ page, request }) => {
  const token = await placeCardOrder(request);
  await page.goto(`/integrations/payment/${token}`);
  await payWith(page, '4000 0000 0000 0119');
  await expect(page.getByText('We could not verify your payment.')).toBeVisible();
  await expect(page.getByText(/check your bank account before trying again/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The re-check is seen to happen: busy while it asks, then a line saying the answer is the same.
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByText('Still not verified. Check your bank account, then try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check again' })).not.toHaveAttribute('aria-busy', 'true');
});

test('an empty card form takes focus to its first wrong field, not left on "Pay"', async ({ page, request }) => {
  const token = await placeCardOrder(request);
  await page.goto(`/integrations/payment/${token}`);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('The card number is invalid.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toBeFocused();
});

test('order-success without a token handles the provider\'s return and lands on the order', async ({ page, request }) => {
  const token = await placeCardOrder(request);
  await request.post(`${API_URL}/public/payments`, { data: { order_token: token } });
  await request.post(`${API_URL}/public/payments/${token}/sandbox-card`, { data: { card_number: '4242424242424242', expiry: '12/34', cvc: '123' } });
  await page.goto(`/order-success?order=${token}&redirect_status=succeeded`);
  await expect(successHeading(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/order-success/${token}$`));

  await page.goto('/order-success');
  await expect(page.getByText('We could not find the order of this payment.')).toBeVisible();
  await expectNoAxeViolations(page);
});
