import { useStore } from '@nanostores/react';
import DOMPurify from 'dompurify';
import { $notifications, dismiss, type Notification } from 'shared-contracts/stores/notifications';
import { useNamespace } from 'shared-contracts/i18n/namespace';
import { loadShellMessages } from '../i18n/load-shell-messages';
import './notifications.css';

/** Bottom notices confirm what the customer just did; more than two would cover the page on a phone. */
const MAX_BOTTOM_NOTICES = 2;

/** Spec §8/§9: errors and warnings on top, the rest at the bottom; server HTML is sanitised. */
export function Notifications() {
  const notifications = useStore($notifications);
  return (
    <>
      <NotificationRegion position="top" items={notifications.filter((n) => n.position === 'top')} />
      <NotificationRegion position="bottom" items={notifications.filter((n) => n.position === 'bottom').slice(-MAX_BOTTOM_NOTICES)} />
    </>
  );
}

function NotificationRegion({ position, items }: { position: 'top' | 'bottom'; items: Notification[] }) {
  const { t } = useNamespace('shell', loadShellMessages);
  return (
    <div className={`notifications notifications--${position}`} aria-live={position === 'top' ? 'assertive' : 'polite'}>
      {items.map((item) => (
        <div key={item.id} className={`notification notification--${item.kind}`} role={item.kind === 'error' ? 'alert' : 'status'}>
          {item.html ? (
            <div className="notification__message" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(item.message) }} />
          ) : (
            <p className="notification__message">{item.message}</p>
          )}
          <button type="button" className="notification__close" aria-label={t('notifications.close')} onClick={() => dismiss(item.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
