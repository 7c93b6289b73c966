import type { App } from '../../../app-instance';
import { rewardedAddressKey } from '../../../domain/account/rewarded-address';

/**
 * Every new account, however it was made, receives the brand's welcome voucher when it offers one,
 * once per e-mail address: an address that had it (a deleted account registered again) does not.
 * A brand without vouchers gives none, and does not count the address as welcomed.
 */
export async function welcomeNewAccount(app: App, user: { id: number; email: string | null }): Promise<void> {
  const [website, welcomeVoucher] = await Promise.all([app.repositories.website.website(), app.repositories.loyalty.welcomeVoucherCode()]);
  if (!website.has_vouchers || !welcomeVoucher || !user.email) return;
  await app.repositories.loyalty.giveWelcomeVoucherOnce(user.id, welcomeVoucher, rewardedAddressKey(user.email, app.signingSecret));
}
