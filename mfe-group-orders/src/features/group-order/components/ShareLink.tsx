import { useRef, useState, type ReactNode } from 'react';
import { Button } from 'shared-contracts/ui/Button';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { href } from 'shared-contracts/routes/named-routes';
import { useTexts } from '../../../i18n/use-texts';

/** The address a participant opens to join (spec §2 /auth/join-group-order). */
export function joinAddress(link: string): string {
  return `${window.location.origin}${href('auth.join-group-order')}?link=${encodeURIComponent(link)}`;
}

/**
 * Spec §4 share, with spec §8's fallback: when copying fails, the link is selected to copy by hand.
 * `children`: what the organiser may do with the link besides (NewLink).
 */
export function ShareLink({ link, children }: { link: string; children?: ReactNode }) {
  const { t } = useTexts();
  const field = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const address = joinAddress(link);

  async function copy() {
    // Emptied first, so a second copy is said again.
    setOutcome(null);
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(address);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
      field.current?.focus();
      field.current?.select();
    }
  }

  return (
    <section className="go-section go-share" aria-labelledby="go-share-title">
      <h2 id="go-share-title">{t('share.title')}</h2>
      <p className="go-muted">{t('share.hint')}</p>
      <div className="go-row">
        <label className="ui-field__label" htmlFor="go-share-link">
          {t('share.label')}
        </label>
        <input id="go-share-link" ref={field} className="ui-field__control" readOnly value={address} onFocus={(event) => event.target.select()} />
        <Button variant="secondary" onClick={() => void copy()}>
          {t('share.copy')}
        </Button>
      </div>
      {children}
      <NoticeRegion>
        {outcome === 'copied' && <Notice tone="success" live={false}>{t('share.copied')}</Notice>}
        {outcome === 'failed' && <Notice tone="warning" live={false}>{t('share.copy_failed')}</Notice>}
      </NoticeRegion>
    </section>
  );
}
