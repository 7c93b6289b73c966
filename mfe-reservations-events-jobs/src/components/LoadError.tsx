import { commonText } from 'shared-contracts/i18n/common/common-text';
import { Button } from 'shared-contracts/ui/Button';
import { useTexts } from '../i18n/use-texts';
import { wasAnswered } from '../lib/is-http-error';

/**
 * A failed load says so and offers to try again. Its calls are quiet (a 404 is this screen's own
 * "not found"), so a lost connection is said here too (spec §8 "please check your internet connection").
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTexts();
  return (
    <div className="rej-page" role="alert">
      <p>{t('load_error')}</p>
      {!wasAnswered(error) && <p>{commonText('errors.no_connection')}</p>}
      <Button type="button" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
