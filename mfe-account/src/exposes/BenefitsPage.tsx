import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { Notice } from 'shared-contracts/ui/Notice';
import { useAccountTexts } from '../i18n/use-account-texts';
import { getBenefits } from '../features/account/api/benefit-calls';
import { AccountLayout } from '../features/account/components/AccountLayout';
import { PointsSection } from '../features/account/components/PointsSection';
import { ReferralSection } from '../features/account/components/ReferralSection';
import { VouchersSection } from '../features/account/components/VouchersSection';
import { useLoaded } from '../features/account/use-loaded';
import '../features/auth/components/account-forms.css';

function Benefits() {
  const { t } = useAccountTexts();
  const { data: benefits } = useLoaded(getBenefits);
  if (!benefits) return <p aria-busy="true">{t('account.loading')}</p>;
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
      <VouchersSection vouchers={benefits.vouchers} />
    </>
  );
}

/** /account/benefits (account.bonus-points): points balance and history, vouchers, referral. */
export default function BenefitsPage(_props: ScreenProps) {
  return (
    <AccountLayout>
      <Benefits />
    </AccountLayout>
  );
}
