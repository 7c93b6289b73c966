import { Notice } from 'shared-contracts/ui/Notice';
import { useAccountTexts } from '../../../i18n/use-account-texts';

/**
 * Spec §6 lists Google among the sign-in methods and §8 its failure text. This shop has no Google
 * client configured, so the screen says so instead of offering a button that cannot work.
 */
export function GoogleSignIn() {
  const { t } = useAccountTexts();
  return <Notice tone="info">{t('login.google_unavailable')}</Notice>;
}
