import type { ReactNode } from 'react';
import { Button } from 'shared-contracts/ui/Button';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { useCatalogTexts } from '../i18n/use-catalog-texts';
import { focusAfterRetry } from '../lib/focus-after-retry';
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
      <Button
        type="button"
        onClick={(event) => {
          // The failure's parent stays while what replaces it comes: the screen's slot, or its page,
          // whose h1 was there before; what loads in a page is headed by an h2, or says it is empty.
          focusAfterRetry(event.currentTarget.parentElement!.parentElement!, inPage ? 'h2,.catalog-empty' : 'h1:not(.catalog-load-error__title)');
          onRetry();
        }}
      >
        {t('retry')}
      </Button>
    </div>
  );
}
