import { websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';
import { accountBenefits, hasBonusPoints } from './account-benefits';

describe('accountBenefits', () => {
  it.each([
    [1, true, 'points_vouchers'],
    [1, false, 'points'],
    [0, true, 'vouchers'],
    [0, false, undefined],
  ])('with loyalty %s and vouchers %s offers %s', (active, hasVouchers, offered) => {
    expect(accountBenefits(websiteSettingsFixture({ loyalty: { active }, has_vouchers: hasVouchers }))).toBe(offered);
  });

  it('promises nothing before the settings are in', () => {
    expect(accountBenefits(null)).toBeUndefined();
    expect(hasBonusPoints(null)).toBe(false);
  });

  it('reads loyalty as active only when its flag equals 1 (spec §4)', () => {
    expect(hasBonusPoints(websiteSettingsFixture({ loyalty: { active: 2 } }))).toBe(false);
    expect(hasBonusPoints(websiteSettingsFixture({ loyalty: { active: 1 } }))).toBe(true);
  });
});
