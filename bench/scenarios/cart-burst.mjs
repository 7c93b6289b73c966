/**
 * POST public/carts per burst of cart changes (target: 1): five products added as fast as a
 * person can click, then the requests that reached the API are counted.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { SHOP } from './shop.mjs';

const CHANGES = 5;

export async function cartSavesPerBurst() {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    await page.goto(`${SHOP}/`);
    const add = page.getByRole('button', { name: /add to cart/i });
    await add.nth(CHANGES - 1).waitFor();
    let saves = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/public/carts') saves += 1;
    });
    for (let index = 0; index < CHANGES; index += 1) await add.nth(index).click();
    await page.getByTestId('cart-count').filter({ hasText: String(CHANGES) }).waitFor();
    // Saves wait for a quiet cart (600 ms, at most 2 s): wait for the first, then long enough for any other.
    await page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/public/carts', { timeout: 10_000 });
    await page.waitForTimeout(3000);
    return { changes: CHANGES, saves };
  } finally {
    await browser.close();
  }
}
