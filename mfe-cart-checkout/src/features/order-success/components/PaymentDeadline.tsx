import { useStore } from '@nanostores/react';
import { formatTimeOfDay } from 'shared-contracts/i18n/format-date';
import { $language } from 'shared-contracts/stores/language';
import { $settings, storeTimeZone } from 'shared-contracts/stores/settings';
import { useCartTexts } from '../../../i18n/use-cart-texts';

/**
 * By when an order still to pay must be paid (the API's payment_deadline), as its store's clock
 * says it: "14:56", for a customer who left the payment screen and came back by the order's link.
 * Past it the API refuses the payment and cancels the order, so there is no time left to name.
 */
export function PaymentDeadline({ deadline, storeId }: { deadline: string; storeId: number }) {
  const { t } = useCartTexts();
  const language = useStore($language);
  const timeZone = storeTimeZone(useStore($settings), storeId);
  const when = new Date(deadline);
  if (!(when.getTime() > Date.now())) return null;
  return <p>{t('success.payBy', { time: formatTimeOfDay(when, language, timeZone) })}</p>;
}
