import { Button } from 'shared-contracts/ui/Button';
import { useTexts } from '../../../i18n/use-texts';

/**
 * The organiser's "New link": removing someone does not take back the link they were sent (or
 * that was forwarded to a stranger), with which they could join again and see everyone's food.
 * A new link shuts the old one out; whoever is in stays in. `said`: what brought it up, or that it
 * was made, in a region there from the start (one inserted with its words is often not read).
 */
export function NewLink({ busy, onNewLink, said }: { busy: boolean; onNewLink: () => void; said: string }) {
  const { t } = useTexts();
  return (
    <div>
      <p role="status">{said}</p>
      <div className="go-row">
        <Button variant="secondary" busy={busy} onClick={onNewLink}>
          {t('share.new_link')}
        </Button>
        <span className="go-muted">{t('share.new_link_hint')}</span>
      </div>
    </div>
  );
}
