import { useStore } from '@nanostores/react';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { Button } from 'shared-contracts/ui/Button';
import { useNamespace } from 'shared-contracts/i18n/namespace';
import { loadShellMessages } from '../i18n/load-shell-messages';
import { $updateAvailable, applyUpdate } from './deployments';
import './update-prompt.css';

/**
 * Says a new version is out and lets the customer choose when to reload (a cart is never lost: it is
 * saved). Said from a live region that is always in the page: one arriving with its words already in
 * it is not read by many screen readers (NoticeRegion).
 */
export function UpdatePrompt() {
  const available = useStore($updateAvailable);
  const { t, ready } = useNamespace('shell', loadShellMessages);
  return (
    <NoticeRegion>
      {available && ready && (
        <div className="update-prompt">
          <Notice tone="info" onDismiss={() => $updateAvailable.set(false)} dismissLabel={t('notifications.close')} live={false}>
            <span>{t('update.available')}</span>{' '}
            <Button variant="secondary" onClick={() => void applyUpdate()}>
              {t('update.reload')}
            </Button>
          </Notice>
        </div>
      )}
    </NoticeRegion>
  );
}
