import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { PageNotFound } from 'shared-contracts/ui/PageNotFound';
import { PageContent } from '../features/pages/components/PageContent';
import { isLegalType } from '../features/pages/legal-types';

/** Spec §2 legal/{type}: terms, cookies or privacy; any other type is not found. */
export default function LegalPage({ params }: ScreenProps) {
  return isLegalType(params.type) ? <PageContent pageKey={params.type} /> : <PageNotFound />;
}
