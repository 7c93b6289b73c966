import { act } from '@testing-library/react';
import { $settings, setSettings } from 'shared-contracts/stores/settings';
import { websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';

/**
 * The brand's website settings as the shell sets them, with its loyalty programme and vouchers on or
 * off; a referral earns points with the programme unless `referrals` says otherwise.
 */
export function brandWith({ points, vouchers, referrals = points }: { points: boolean; vouchers: boolean; referrals?: boolean }): void {
  act(() => setSettings(websiteSettingsFixture({ loyalty: { active: points ? 1 : 0 }, has_vouchers: vouchers, has_referrals: referrals })));
}

/** Back to no settings, as before the shell has fetched them. */
export function forgetBrand(): void {
  act(() => $settings.set(null));
}
