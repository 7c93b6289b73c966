import { useEffect, useReducer } from 'react';
import { useStore } from '@nanostores/react';
import { formatTimeOfDay } from 'shared-contracts/i18n/format-date';
import { $language } from 'shared-contracts/stores/language';
import { $settings, storeTimeZone } from 'shared-contracts/stores/settings';
import { useCartTexts } from '../../../i18n/use-cart-texts';

/** setTimeout's longest delay: a longer one fires at once. A far deadline is waited for in steps. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * By when an order still to pay must be paid (the API's payment_deadline), as its store's clock
 * says it: "14:56", for a customer who left the payment screen and came back by the order's link.
 * Past it the API refuses the payment and cancels the order, so there is no time left to name: the
 * page, left open, is drawn again then, not on its next change.
 */
export function PaymentDeadline({ deadline, storeId }: { deadline: string; storeId: number }) {
  const { t } = useCartTexts();
  const language = useStore($language);
  const timeZone = storeTimeZone(useStore($settings), storeId);
  const [tick, redraw] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const left = new Date(deadline).getTime() - Date.now();
    if (!(left > 0)) return undefined;
    const timer = setTimeout(redraw, Math.min(left, LONGEST_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [deadline, tick]);
  const when = new Date(deadline);
  if (!(when.getTime() > Date.now())) return null;
  return <p>{t('success.payBy', { time: formatTimeOfDay(when, language, timeZone) })}</p>;
}
