// The offline page's script: the start-up language (spec §1), the same rule the shop boots with.
import { startLanguage } from '../boot/start-language';
import { retryThisPage, translateOfflineScreen } from './offline-screen';

translateOfflineScreen(document, startLanguage());
retryThisPage(document, window.location);
