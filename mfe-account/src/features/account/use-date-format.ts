import { useStore } from '@nanostores/react';
import { formatDate, formatDateTime, formatDay } from 'shared-contracts/i18n/format-date';
import { $language } from 'shared-contracts/stores/language';
import { $settings, storeTimeZone } from 'shared-contracts/stores/settings';

/**
 * Dates and times in the interface language (the shared rule of issue #10), on a store's clock
 * for what happened at that store (an order), else on the shop's.
 */
export function useDateFormat(storeId?: number) {
  const language = useStore($language);
  const timeZone = storeTimeZone(useStore($settings), storeId);
  return {
    date: (iso: string) => formatDate(iso, language, timeZone),
    /** A YYYY-MM-DD day (an order for later): "Tuesday, 24 November". */
    day: (day: string) => formatDay(day, language),
    dateTime: (iso: string) => formatDateTime(iso, language, timeZone),
  };
}
