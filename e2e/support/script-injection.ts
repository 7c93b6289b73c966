import { expect, type Page } from '@playwright/test';

/**
 * Script payloads for every text a customer types or the server sends as HTML. Each one, if it ever
 * ran, would call window.__injected (or open a dialog). The strict Content-Security-Policy would block
 * most of them anyway, so the page itself is searched too: a handler attribute, a payload script, a
 * javascript: link or a srcdoc frame in the document means a text reached the page as markup.
 *
 * Policy violation reports are not the measure: Chromium reports the handlers DOMPurify parses in its
 * inert DOMParser document (cure53/DOMPurify#107), although nothing there can run.
 */
export const SCRIPT_PAYLOADS = [
  `<script>window.__injected('script')</script>`,
  `<img src="x" onerror="window.__injected('img')">`,
  `"><svg onload="window.__injected('svg')">`,
  `<a href="javascript:window.__injected('href')">open</a>`,
  `<iframe srcdoc="<script>parent.__injected('srcdoc')</script>"></iframe>`,
  `<details open ontoggle="alert('details')">x</details>`,
  `'-alert('quote')-'`,
  `{{constructor.constructor('alert(1)')()}}`,
] as const;

/** One payload short enough for a name field (most forms cap names near 100 characters). */
export const SHORT_PAYLOAD = `<img src=x onerror=alert(1)>`;

export interface ScriptWatch {
  /** Fails the test when any payload ran, opened a dialog or was blocked by the policy. */
  expectNothingRan(): Promise<void>;
}

/** Starts listening before the first navigation of the page. */
export async function watchForInjectedScripts(page: Page): Promise<ScriptWatch> {
  const dialogs: string[] = [];
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    // A picture that fails to load is not a script, and policy reports are explained above.
    const text = message.text();
    if (message.type() === 'error' && !text.startsWith('Failed to load resource') && !text.includes('Content Security Policy')) consoleErrors.push(text);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __injected: (from: string) => void; __ran: string[] };
    w.__ran = [];
    w.__injected = (from) => w.__ran.push(from);
  });
  return {
    async expectNothingRan() {
      const inPage = await page.evaluate(() => {
        const describe = (element: Element) => element.outerHTML.slice(0, 120);
        const markup = [...document.querySelectorAll('*')].filter(
          (element) =>
            [...element.attributes].some((attribute) => attribute.name.startsWith('on')) ||
            (element.tagName === 'SCRIPT' && /__injected|alert\(/.test(element.textContent ?? '')) ||
            (element.tagName === 'A' && /^\s*javascript:/i.test(element.getAttribute('href') ?? '')) ||
            (element.tagName === 'IFRAME' && element.hasAttribute('srcdoc')),
        );
        return { ran: (window as unknown as { __ran: string[] }).__ran, markup: markup.map(describe) };
      });
      expect({ dialogs, ran: inPage.ran, markup: inPage.markup, pageErrors, consoleErrors }).toEqual({
        dialogs: [],
        ran: [],
        markup: [],
        pageErrors: [],
        consoleErrors: [],
      });
    },
  };
}
