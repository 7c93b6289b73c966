import { useStore } from '@nanostores/react';
import { formatDate, formatDateTime, formatDay } from 'shared-contracts/i18n/format-date';
import { $language } from 'shared-contracts/stores/language';
import { $settings } from 'shared-contracts/stores/settings';

/** Dates and times in the interface language and the shop's time zone (the shared rule of issue #10). */
export function useDateFormat() {
  const language = useStore($language);
  const timeZone = useStore($settings)?.localization.time_zone;
  return {
    date: (iso: string) => formatDate(iso, language, timeZone),
    /** A YYYY-MM-DD day (an order for later): "Tuesday, 24 November". */
    day: (day: string) => formatDay(day, language),
    dateTime: (iso: string) => formatDateTime(iso, language, timeZone),
  };
}
