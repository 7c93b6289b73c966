import { useStore } from '@nanostores/react';
import { $notifications, dismiss, type Notification } from 'shared-contracts/stores/notifications';
import { Notice } from 'shared-contracts/ui/Notice';
import { useNamespace } from 'shared-contracts/i18n/namespace';
import { loadShellMessages } from '../i18n/load-shell-messages';
import './notifications.css';

/** Bottom notices confirm what the customer just did; more than two would cover the page on a phone. */
const MAX_BOTTOM_NOTICES = 2;

/** Spec §8/§9: errors and warnings on top, the rest at the bottom; server HTML is sanitised by Notice. */
export function Notifications() {
  const notifications = useStore($notifications);
  return (
    <>
      <NotificationRegion position="top" items={notifications.filter((n) => n.position === 'top')} />
      <NotificationRegion
        position="bottom"
        items={notifications.filter((n) => n.position === 'bottom').slice(-MAX_BOTTOM_NOTICES)}
      />
    </>
  );
}

function NotificationRegion({ position, items }: { position: 'top' | 'bottom'; items: Notification[] }) {
  const { t } = useNamespace('shell', loadShellMessages);
  return (
    <div className={`notifications notifications--${position}`}>
      {items.map((item) => (
        <Notice
          key={item.id}
          tone={item.kind}
          className="notification"
          html={item.html ? item.message : undefined}
          onDismiss={() => dismiss(item.id)}
          dismissLabel={t('notifications.close')}
        >
          {item.message}
        </Notice>
      ))}
    </div>
  );
}
