// The offline page's script: the start-up language (spec §1), the same rule the shop boots with.
import { startLanguage } from '../boot/start-language';
import { translateOfflineScreen } from './offline-screen';

translateOfflineScreen(document, startLanguage());
