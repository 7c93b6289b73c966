import { Link } from 'react-router-dom';
import { formatNumber } from 'shared-contracts/i18n/format-number';
import { href } from 'shared-contracts/routes/named-routes';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import type { Benefits, PointsEntry } from '../api/benefit-calls';
import { useDateFormat } from '../use-date-format';
import { namedOr } from '../named-or';

// The reasons this remote has words for; one added to the API after it reads as a change of points.
const NAMED: Record<PointsEntry['reason'], true> = {
  order: true,
  referral: true,
  redeemed: true,
  returned: true,
  order_taken_back: true,
  referral_taken_back: true,
  redeemed_given_back: true,
};

/**
 * What an entry was for. An order is named as the order history names it (when it was placed) and
 * leads there: the shop's internal order id means nothing to the customer.
 */
function Reason({ entry }: { entry: PointsEntry }) {
  const { t } = useAccountTexts();
  const { dateTime } = useDateFormat();
  const reason = namedOr(NAMED, entry.reason, 'other');
  const date = dateTime(entry.order_placed_at ?? entry.created_at);
  // A friend's order is not in the customer's own history; a reason not known here names no order.
  if (reason === 'referral' || reason === 'referral_taken_back') return <>{t(`benefits.reasons.${reason}`)}</>;
  if (reason === 'other') return <>{t('benefits.reasons.other', { date })}</>;
  return (
    <Link className="account-link" to={href('account.orders')}>
      {t(`benefits.reasons.${reason}`, { date })}
    </Link>
  );
}

/** Bonus points: balance (they never expire), what each delivery type earns, and the history. */
export function PointsSection({ benefits }: { benefits: Benefits }) {
  const { t } = useAccountTexts();
  const { date } = useDateFormat();
  return (
    <section aria-labelledby="points-title">
      <h2 id="points-title">{t('benefits.points_title')}</h2>
      <p>
        {t('benefits.balance')} <span className="account-balance">{formatNumber(benefits.points_balance)}</span>
      </p>
      <p className="account-muted">{t('benefits.never_expire')}</p>
      <h3>{t('benefits.earn_title')}</h3>
      <ul>
        {(['delivery', 'pickup', 'table'] as const).map((type) => (
          <li key={type}>{t(`benefits.earn.${type}`, { percent: formatNumber(benefits.points_percent[type]) })}</li>
        ))}
      </ul>
      <h3>{t('benefits.history_title')}</h3>
      {benefits.points_history.length === 0 ? (
        <p className="account-muted">{t('benefits.history_empty')}</p>
      ) : (
        <table className="account-table">
          <thead>
            <tr>
              <th scope="col">{t('benefits.date')}</th>
              <th scope="col">{t('benefits.reason')}</th>
              <th scope="col">{t('benefits.points')}</th>
            </tr>
          </thead>
          <tbody>
            {benefits.points_history.map((entry) => (
              <tr key={entry.id}>
                <td>{date(entry.created_at)}</td>
                <td>
                  <Reason entry={entry} />
                </td>
                <td>{entry.points > 0 ? `+${formatNumber(entry.points)}` : formatNumber(entry.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
