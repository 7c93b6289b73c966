import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { chooseLaterDay, confirmLocation } from './checkout';

/** The checkout filled as a guest for a later pickup (a slot for now could close while a test runs). */
export async function fillLaterPickupCheckout(page: Page, name: string, email: string): Promise<void> {
  await chooseLaterDay(page);
  await page.getByRole('combobox', { name: 'Time' }).selectOption({ index: 2 });
  await page.getByRole('textbox', { name: /Full name/ }).fill(name);
  await page.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await page.getByRole('textbox', { name: /Phone/ }).fill('0722 123 456');
  await confirmLocation(page);
}

/** The sandbox card form, filled with one of its test numbers and sent. */
export async function payWithTestCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('12/34');
  await page.getByRole('textbox', { name: /Security code/ }).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Content-Security-Policy violations the page reports from now on (an inline script, an unlisted origin). */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportPaymentsViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportPaymentsViolation: (text: string) => void }).reportPaymentsViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}
