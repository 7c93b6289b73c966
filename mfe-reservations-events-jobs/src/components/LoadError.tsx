import { Button } from 'shared-contracts/ui/Button';
import { useTexts } from '../i18n/use-texts';

/** A failed load says so and offers to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTexts();
  return (
    <div className="rej-page" role="alert">
      <p>{t('load_error')}</p>
      <Button type="button" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
