import { useStore } from '@nanostores/react';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { $settings } from 'shared-contracts/stores/settings';
import { PageNotFound } from 'shared-contracts/ui/PageNotFound';
import { Notice } from 'shared-contracts/ui/Notice';
import { useAccountTexts } from '../i18n/use-account-texts';
import { getBenefits } from '../features/account/api/benefit-calls';
import { accountBenefits, hasVouchers } from '../features/account/account-benefits';
import { AccountLayout } from '../features/account/components/AccountLayout';
import { PointsSection } from '../features/account/components/PointsSection';
import { ReferralSection } from '../features/account/components/ReferralSection';
import { VouchersSection } from '../features/account/components/VouchersSection';
import { Loading } from '../features/account/components/Loading';
import { useLoaded } from '../features/account/use-loaded';
import '../features/auth/components/account-forms.css';

function Benefits() {
  const { t } = useAccountTexts();
  const settings = useStore($settings);
  const { data: benefits, failed, reload } = useLoaded(getBenefits);
  if (!benefits) return <Loading failed={failed} onRetry={reload} />;
  return (
    <>
      {benefits.loyalty_active ? (
        <>
          <PointsSection benefits={benefits} />
          <ReferralSection code={benefits.referral_code} points={benefits.referral_points} />
        </>
      ) : (
        <Notice tone="info">{t('benefits.inactive')}</Notice>
      )}
      {/* A brand without vouchers promises none: not even "you have no vouchers". */}
      {hasVouchers(settings) && <VouchersSection vouchers={benefits.vouchers} />}
    </>
  );
}

/**
 * /account/benefits (account.bonus-points): points balance and history, vouchers, referral. A brand
 * with neither points nor vouchers has no such page: the 404 screen, as for a page it turned off.
 */
export default function BenefitsPage(_props: ScreenProps) {
  const settings = useStore($settings);
  if (settings && !accountBenefits(settings)) return <PageNotFound />;
  return (
    <AccountLayout section="benefits">
      <Benefits />
    </AccountLayout>
  );
}
