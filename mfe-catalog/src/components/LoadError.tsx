import type { ReactNode } from 'react';
import { Button } from 'shared-contracts/ui/Button';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { useCatalogTexts } from '../i18n/use-catalog-texts';
import './LoadError.css';

export interface LoadErrorProps {
  onRetry: () => void;
  /**
   * The page around it keeps its own h1 and title (a menu whose products failed). Otherwise the
   * failure is the whole screen, and says so as its h1 and page title (WCAG 2.4.2): the shell's
   * focus on arrival lands on it, and the tab names it.
   */
  inPage?: boolean;
  children?: ReactNode;
}

/** A failed load says so and offers to try again; the rest of the page keeps working. */
export function LoadError({ onRetry, inPage = false, children }: LoadErrorProps) {
  const { t } = useCatalogTexts();
  return (
    <div className="catalog-load-error" role="alert">
      {inPage ? <p>{t('load_error')}</p> : <ScreenHeading className="catalog-load-error__title">{t('load_error_title')}</ScreenHeading>}
      {children}
      <Button type="button" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
