import type { Root } from 'react-dom/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { addCommonMessages } from 'shared-contracts/i18n/common/add-common-messages';
import { $screenMetadata } from 'shared-contracts/stores/screen-metadata';
import { ServerError } from '../screens/ServerError';
import { setPageMetadata } from '../theme/page-metadata';
import { answeredNothing } from './boot-error';
import { startLanguage } from './start-language';

/**
 * Spec §8 start-up: mounting the route table stops, and the customer gets a page that says so, in
 * their language even when boot failed before it got that far. Boot's own metadata writer follows
 * the settings, which never came: here the tab's title is the screen's heading and <html lang> the
 * language it is shown in.
 */
export async function showBootError(root: Root, error: unknown): Promise<void> {
  const language = startLanguage();
  await Promise.all([startI18n(language), addCommonMessages(language)]).catch(() => undefined);
  $screenMetadata.subscribe((screen) => setPageMetadata({ title: screen?.title, language }));
  root.render(<ServerError noResponse={answeredNothing(error)} />);
}
