import { test, expect, type Page } from '@playwright/test';

/** Violations the page reports (an inline script, eval, or a source the policy does not list). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('every page is served with a strict policy: no inline script, no eval, nothing from unlisted origins', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/');
  const policy = response!.headers()['content-security-policy'] ?? '';
  const scriptSources = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
  expect(scriptSources).toContain("'self'");
  expect(scriptSources).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  const offline = await page.request.get('/offline.html');
  expect(offline.headers()['content-security-policy']).toBe(policy);

  // An injected inline script (what an XSS would add) does not run, and is reported.
  await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true';
    document.body.append(script);
    return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.some((violation) => violation.startsWith('script-src'))).toBe(true);
});

test('the shop works under its policy: browsing, a product, the cart, the delivery map, sign-in and reservations report no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  const add = page.getByRole('button', { name: /add to cart/i }).first();
  await add.click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.locator('a[href^="/p/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/cart/checkout');
  await page.getByRole('radio', { name: 'Delivery' }).check();
  await page.getByRole('combobox', { name: /Street and number/ }).fill('Splaiul 5');
  await page.getByRole('option', { name: 'Splaiul Independenței 5, București' }).click();
  await expect(page.locator('.delivery-map__pin')).toBeVisible();
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/reservations');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});
