import { Notice } from 'shared-contracts/ui/Notice';
import { useCatalogTexts } from '../../../i18n/use-catalog-texts';
import { useOrderingAllowed } from '../use-ordering-allowed';

/** Says why there are no add buttons when the shop is browse-only (allow_ordering false). */
export function OrderingClosedNotice() {
  const { t } = useCatalogTexts();
  if (useOrderingAllowed()) return null;
  return <Notice tone="info">{t('ordering_closed')}</Notice>;
}
