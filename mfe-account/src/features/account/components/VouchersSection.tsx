import { formatNumber } from 'shared-contracts/i18n/format-number';
import { Price } from 'shared-contracts/ui/Price';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import type { UserVoucher } from '../api/benefit-calls';
import { useDateFormat } from '../use-date-format';

function VoucherValue({ voucher }: { voucher: UserVoucher }) {
  const { t } = useAccountTexts();
  if (voucher.value_type === 'percent') return <>{t('vouchers.percent', { value: formatNumber(voucher.value) })}</>;
  if (voucher.value_type === 'currency') return <Price value={voucher.value} />;
  return <>{t('vouchers.free_items')}</>;
}

/** Where the voucher stands: when it was used, or its validity period (spec §9) against today. */
function VoucherState({ voucher }: { voucher: UserVoucher }) {
  const { t } = useAccountTexts();
  const { date } = useDateFormat();
  const day = (value: string | null) => (value ? date(value) : '—');
  if (voucher.state === 'used') return <>{t('vouchers.used_on', { date: day(voucher.used_at) })}</>;
  if (voucher.state === 'expired') return <>{t('vouchers.expired', { date: day(voucher.valid_until) })}</>;
  // A voucher without an end date is valid for good (the API checks it so): said so, not "until —".
  if (voucher.state === 'not_yet_valid') {
    return voucher.valid_until ? <>{t('vouchers.not_yet_valid', { from: day(voucher.valid_from), until: day(voucher.valid_until) })}</> : <>{t('vouchers.valid_from', { from: day(voucher.valid_from) })}</>;
  }
  return voucher.valid_until ? <>{t('vouchers.valid_until', { date: day(voucher.valid_until) })}</> : <>{t('vouchers.valid_open')}</>;
}

/**
 * Vouchers given to the user. A used or expired one stays listed, set apart, as the customer's
 * record of it: the checkout refuses it (spec §5: used once; §9: a validity period).
 */
export function VouchersSection({ vouchers }: { vouchers: UserVoucher[] }) {
  const { t } = useAccountTexts();
  return (
    <section aria-labelledby="vouchers-title">
      <h2 id="vouchers-title">{t('vouchers.title')}</h2>
      {vouchers.length === 0 ? (
        <p className="account-muted">{t('vouchers.empty')}</p>
      ) : (
        <ul className="account-list">
          {vouchers.map((voucher) => (
            <li key={voucher.code} className={voucher.state === 'used' || voucher.state === 'expired' ? 'account-list__item account-list__item--spent' : 'account-list__item'}>
              <span>
                <strong className="account-voucher__code">{voucher.code}</strong> — <VoucherValue voucher={voucher} />
                {voucher.min_order_value > 0 && (
                  <>
                    {' '}
                    ({t('vouchers.minimum')} <Price value={voucher.min_order_value} />)
                  </>
                )}
              </span>
              <span className="account-voucher__state">
                <VoucherState voucher={voucher} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="account-muted">{t('vouchers.rules')}</p>
    </section>
  );
}
