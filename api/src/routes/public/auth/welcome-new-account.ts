import type { App } from '../../../app-instance';

/** Every new account, however it was made, receives the brand's welcome voucher when it offers one. */
export async function welcomeNewAccount(app: App, userId: number): Promise<void> {
  const welcomeVoucher = await app.repositories.loyalty.welcomeVoucherCode();
  if (welcomeVoucher) await app.repositories.loyalty.giveVoucher(userId, welcomeVoucher);
}
