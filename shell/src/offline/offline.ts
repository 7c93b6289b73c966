// The offline page's script: the start-up language (spec §1), the same rule the shop boots with, and
// the brand colour this device last saw.
import { startLanguage } from '../boot/start-language';
import { rememberedBrandColours } from '../theme/remembered-brand-colours';
import { paintBrand, retryThisPage, translateOfflineScreen } from './offline-screen';

translateOfflineScreen(document, startLanguage());
retryThisPage(document, window.location);
paintBrand(document, rememberedBrandColours());
