import { commonText } from 'shared-contracts/i18n/common/common-text';
import { Notice } from 'shared-contracts/ui/Notice';
import { useCatalogTexts } from '../../../i18n/use-catalog-texts';
import { useOrderingAllowed } from '../use-ordering-allowed';

/** Says why there are no add buttons when the shop is browse-only (allow_ordering false). */
export function OrderingClosedNotice() {
  // Read for the language: the text is the shared one the checkouts also show.
  useCatalogTexts();
  if (useOrderingAllowed()) return null;
  return <Notice tone="info">{commonText('ordering.closed')}</Notice>;
}
