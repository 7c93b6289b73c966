import { useEffect, useRef } from 'react';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { useTexts } from '../i18n/use-texts';

/**
 * Spec §8: the server's message of a refused group-order call, as sanitised HTML in red, on top of
 * the screen, said from an alert region always there; brought into view, since the button that
 * failed may be far down the panel.
 */
export function GroupNotice({ html, onDismiss }: { html: string | null; onDismiss: () => void }) {
  const { t } = useTexts();
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (html !== null) place.current?.scrollIntoView?.({ block: 'start' });
  }, [html]);
  return (
    <NoticeRegion urgent>
      {html !== null && (
        <div ref={place} className="go-notice">
          <Notice tone="error" html={html} onDismiss={onDismiss} dismissLabel={t('dismiss')} live={false} />
        </div>
      )}
    </NoticeRegion>
  );
}
