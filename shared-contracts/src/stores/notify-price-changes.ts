import { formatMoney } from 'shared-contracts/pricing/format-money';
import { commonText } from 'shared-contracts/i18n/common/common-text';
import { dismiss, notify } from 'shared-contracts/stores/notifications';

export interface PriceChange {
  name: string;
  oldPrice: number;
  newPrice: number;
}

/** Spec §8: the notice lasts 10 seconds plus 1 second per changed product. */
export function priceChangeTimeout(changedProducts: number): number {
  return 10_000 + 1_000 * changedProducts;
}

/** Product names come from the server; they are escaped so they read as text inside the HTML list. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function priceChangeItem(change: PriceChange, currency: string): string {
  const oldPrice = formatMoney(change.oldPrice, currency);
  const newPrice = formatMoney(change.newPrice, currency);
  return `<li>${escapeHtml(change.name)}: <s>${escapeHtml(oldPrice)}</s> → ${escapeHtml(newPrice)}</li>`;
}

/** The notice on screen, so a placed order can take it away. */
let shown: number | null = null;

/**
 * Spec §4 and §8: after a store or location change the user is told which products changed
 * price, old and new, as a warning on top. Returns the notice id, or null when nothing changed.
 * A newer change replaces the notice before it: two stores chosen in a row showed "38 → 36"
 * and "36 → 38" at once, and only the last is the price now.
 */
export function notifyPriceChanges(changes: PriceChange[], currency: string): number | null {
  if (changes.length === 0) return null;
  dismissPriceChanges();
  const items = changes.map((change) => priceChangeItem(change, currency)).join('');
  shown = notify({
    message: () => `<p>${escapeHtml(commonText('price_changes.title'))}</p><ul>${items}</ul>`,
    kind: 'warning',
    position: 'top',
    html: true,
    timeout: priceChangeTimeout(changes.length),
  });
  return shown;
}

/**
 * Once the order is placed the cart's price changes are old news, and the notice would lie over
 * the payment page's heading and card fields on a phone for the rest of its seconds.
 */
export function dismissPriceChanges(): void {
  if (shown !== null) dismiss(shown);
  shown = null;
}
