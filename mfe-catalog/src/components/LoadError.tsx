import type { ReactNode } from 'react';
import { Button } from 'shared-contracts/ui/Button';
import { useCatalogTexts } from '../i18n/use-catalog-texts';
import './LoadError.css';

/** A failed load says so and offers to try again; the rest of the page keeps working. */
export function LoadError({ onRetry, children }: { onRetry: () => void; children?: ReactNode }) {
  const { t } = useCatalogTexts();
  return (
    <div className="catalog-load-error" role="alert">
      <p>{t('load_error')}</p>
      {children}
      <Button type="button" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
