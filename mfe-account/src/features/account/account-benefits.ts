import { useStore } from '@nanostores/react';
import { $settings } from 'shared-contracts/stores/settings';
import type { WebsiteSettings } from 'shared-contracts/types/settings';

/** Spec §4: loyalty (bonus points, and referral points with them) is active when its flag equals 1. */
export function hasBonusPoints(settings: WebsiteSettings | null): boolean {
  return settings?.loyalty.active === 1;
}

/**
 * Website settings' has_referrals: whether a friend's referral earns points (loyalty on and referral
 * points above 0). Only then is a referral code asked for: one that earns nobody anything is not.
 */
export function hasReferrals(settings: WebsiteSettings | null): boolean {
  return settings?.has_referrals === true;
}

/**
 * What an account brings at this brand besides saved addresses and order history: bonus points,
 * vouchers (website settings' has_vouchers), both or neither. The texts that invite to an account
 * or list what it holds take it as their i18next context (`invitation.title_points`). Their plain
 * key promises neither, so a brand without a programme, or a language lacking a variant, never
 * promises what the brand does not have.
 */
export type AccountBenefits = 'points_vouchers' | 'points' | 'vouchers' | undefined;

/** Website settings' has_vouchers: whether the brand gives vouchers (none before the settings are in). */
export function hasVouchers(settings: WebsiteSettings | null): boolean {
  return settings?.has_vouchers === true;
}

export function accountBenefits(settings: WebsiteSettings | null): AccountBenefits {
  const points = hasBonusPoints(settings);
  const vouchers = hasVouchers(settings);
  if (points && vouchers) return 'points_vouchers';
  if (points) return 'points';
  return vouchers ? 'vouchers' : undefined;
}

/** What an account brings at the brand whose settings the shell has set (neither before they are in). */
export function useAccountBenefits(): AccountBenefits {
  return accountBenefits(useStore($settings));
}

/** The i18next options for those texts: `t('menu.invitation', useBenefitsContext())`. */
export function useBenefitsContext(): { context: AccountBenefits } {
  return { context: useAccountBenefits() };
}
