import { useStore } from '@nanostores/react';
import { formatDate } from 'shared-contracts/i18n/format-date';
import { formatNumber } from 'shared-contracts/i18n/format-number';
import { $language } from 'shared-contracts/stores/language';
import { $settings } from 'shared-contracts/stores/settings';
import { Price } from 'shared-contracts/ui/Price';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import type { UserVoucher } from '../api/benefit-calls';

function VoucherValue({ voucher }: { voucher: UserVoucher }) {
  const { t } = useAccountTexts();
  if (voucher.value_type === 'percent') return <>{t('vouchers.percent', { value: formatNumber(voucher.value) })}</>;
  if (voucher.value_type === 'currency') return <Price value={voucher.value} />;
  return <>{t('vouchers.free_items')}</>;
}

/** Vouchers given to the user, with their validity period (spec §9). */
export function VouchersSection({ vouchers }: { vouchers: UserVoucher[] }) {
  const { t } = useAccountTexts();
  const language = useStore($language);
  const timeZone = useStore($settings)?.localization.time_zone;
  const date = (value: string | null) => (value ? formatDate(value, language, timeZone) : '—');
  return (
    <section aria-labelledby="vouchers-title">
      <h2 id="vouchers-title">{t('vouchers.title')}</h2>
      {vouchers.length === 0 ? (
        <p className="account-muted">{t('vouchers.empty')}</p>
      ) : (
        <ul className="account-list">
          {vouchers.map((voucher) => (
            <li key={voucher.code} className="account-list__item">
              <span>
                <strong>{voucher.code}</strong> — <VoucherValue voucher={voucher} />
                {voucher.min_order_value > 0 && (
                  <>
                    {' '}
                    ({t('vouchers.minimum')} <Price value={voucher.min_order_value} />)
                  </>
                )}
              </span>
              <span>
                {voucher.valid_now
                  ? t('vouchers.valid_until', { date: date(voucher.valid_until) })
                  : t('vouchers.not_valid', { from: date(voucher.valid_from), until: date(voucher.valid_until) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="account-muted">{t('vouchers.rules')}</p>
    </section>
  );
}
