import { Link } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import { Button } from 'shared-contracts/ui/Button';
import { Notice } from 'shared-contracts/ui/Notice';
import { usePaymentsTexts } from '../../../i18n/use-payments-texts';

/**
 * A payment a return screen could not read. The API's own reason when it refused as it is (the
 * order cancelled unpaid, no such order): asking again would not help. Otherwise (no answer, a 5xx)
 * nothing is known yet: a way to ask again. A way home either way, never a dead end.
 */
export function PaymentReadFailure({ refusal, onRetry }: { refusal: string | null; onRetry: () => void }) {
  const { t } = usePaymentsTexts();
  return (
    <Notice tone="error">
      <p>{refusal ?? t('return.unreadable')}</p>
      {!refusal && (
        <Button variant="secondary" onClick={onRetry}>
          {t('page.retry')}
        </Button>
      )}
      <Link to={href('homepage')}>{t('return.home')}</Link>
    </Notice>
  );
}
