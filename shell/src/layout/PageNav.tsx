import { useStore } from '@nanostores/react';
import { $settings } from 'shared-contracts/stores/settings';
import { useNamespace } from 'shared-contracts/i18n/namespace';
import { loadShellMessages } from '../i18n/load-shell-messages';
import { visiblePageLinks } from './page-links';
import { PageLinks } from './PageLinks';

/**
 * The brand's pages (events, reservations, contact…) under the header, so a customer who came to
 * book a table finds it without scrolling past the whole menu to the footer. It scrolls away with
 * the page; the checkout's layout has none, to keep its attention.
 */
export function PageNav() {
  const settings = useStore($settings);
  const { t } = useNamespace('shell', loadShellMessages);
  if (!settings) return null;
  return <PageLinks label={t('pages.top')} links={visiblePageLinks(settings)} t={t} place="top" />;
}
