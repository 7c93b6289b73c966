import { test, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * WCAG 2.1 AA 2.1.1 and 2.4.7: a customer who uses only the keyboard orders from the homepage to
 * the success page, and can always see where the focus is. Nothing here clicks.
 */

/** Presses Tab (or Shift+Tab) until the target has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < 200; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(target);
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`The keyboard never reached ${target}`);
}

/**
 * WCAG 2.4.7 and 1.4.11: the focused control shows an outline a person can see, at 3:1 against
 * what surrounds it (the outline sits just outside the control, on its parent's background).
 */
async function expectVisibleFocus(target: Locator): Promise<void> {
  const ring = await target.evaluate((element) => {
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    let around: Element | null = element.parentElement;
    while (around && (rgb(getComputedStyle(around).backgroundColor)[3] ?? 1) === 0) around = around.parentElement;
    const background = around ? getComputedStyle(around).backgroundColor : 'rgb(255, 255, 255)';
    const style = getComputedStyle(element);
    const [lighter, darker] = [luminance(rgb(style.outlineColor)), luminance(rgb(background))].sort((x, y) => y - x) as [number, number];
    return {
      shown: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      contrast: (lighter + 0.05) / (darker + 0.05),
      what: `${element.outerHTML.slice(0, 80)} outline ${style.outlineColor} on ${background}`,
    };
  });
  expect(ring.shown, `a visible focus outline on ${ring.what}`).toBe(true);
  expect(ring.contrast, `focus outline contrast of ${ring.what}`).toBeGreaterThanOrEqual(3);
}

/** A radio group takes one Tab stop; the arrow keys move the choice within it. */
async function chooseRadio(page: Page, group: Locator, option: Locator): Promise<void> {
  await group.getByRole('radio').first().waitFor();
  // With nothing chosen yet, Tab stops on the first radio and Space chooses it.
  if ((await group.getByRole('radio', { checked: true }).count()) === 0) {
    await tabTo(page, group.getByRole('radio').first());
    await page.keyboard.press('Space');
  }
  await tabTo(page, group.getByRole('radio', { checked: true }));
  for (let presses = 0; presses < 10 && !(await option.isChecked()); presses += 1) await page.keyboard.press('ArrowDown');
  await expect(option).toBeChecked();
  await expect(option).toBeFocused();
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('a complete order with the keyboard only, from the homepage to the success page', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  const main = page.getByRole('main');
  const addToCart = main.getByRole('button', { name: 'Add to cart' }).first();
  await tabTo(page, addToCart);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // Back up to the cart in the header, open it and go on to the checkout.
  await tabTo(page, page.getByRole('banner').getByRole('button', { name: /^Cart,/ }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: /view cart|checkout/i }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();

  // Not "as soon as possible": the shop may be closed while the test runs; a later day always has slots.
  const when = page.getByRole('group', { name: 'When?' });
  await chooseRadio(page, when, when.getByRole('radio', { name: 'Later' }));
  await tabTo(page, page.getByRole('combobox', { name: 'Day' }));
  await page.keyboard.press('ArrowDown');
  await typeInto(page, page.getByRole('textbox', { name: /Full name/ }), 'Ana Pop');
  await typeInto(page, page.getByRole('textbox', { name: /E-mail/ }), `keyboard-${Date.now()}@example.com`);
  await typeInto(page, page.getByRole('textbox', { name: /Phone/ }), '0722 123 456');
  const cashAtCounter = page.getByRole('radio', { name: /Cash at the counter/ });
  await chooseRadio(page, page.getByRole('group', { name: 'Payment method' }), cashAtCounter);
  await tabTo(page, page.getByRole('checkbox', { name: 'I confirm that I will pick up my order at Casa Aurora Old Town' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('checkbox', { name: 'I confirm that my details are correct' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'I confirm that my details are correct' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Place order' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
