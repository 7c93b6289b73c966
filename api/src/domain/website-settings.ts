import type { DeliveryArea } from 'shared-contracts/types/delivery-area';
import type { Language } from 'shared-contracts/types/language';
import { SUPPORTED_LANGUAGES } from 'shared-contracts/types/language';
import type { Category, Menu } from 'shared-contracts/types/menu';
import type { ShopStatus } from 'shared-contracts/types/shop-status';
import type { Banner, WebsiteSettings } from 'shared-contracts/types/settings';
import type { Store } from 'shared-contracts/types/store';
import type { WebsiteRow } from '../repositories/website-repository';
import { translate } from './language';
import { referralsEarnPoints, type LoyaltyRules } from './account/order-points';

/** Spec §9 defaults for settings the brand left unset. */
export const SETTINGS_DEFAULTS = {
  delivery_time: 0,
  pickup_time: 0,
  cutlery: 0,
  time_zone: 'GMT',
  allow_ordering: true,
  show_pages: { about_us: true, events: true, reservations: true, jobs: false },
} as const;

export interface SettingsParts {
  website: WebsiteRow;
  language: Language;
  device: 'mobile' | 'desktop';
  assetsUrl: string;
  stores: Store[];
  deliveryAreas: DeliveryArea[];
  shopStatus: ShopStatus;
  pages: WebsiteSettings['pages'];
  banners: Banner[];
  menus: Menu[];
  categories: Category[];
  storeId: number | null;
  /** The brand's loyalty rules: whether a referral earns points (has_referrals). */
  loyaltyRules: Pick<LoyaltyRules, 'referralPoints'>;
}

/** The brand's time zone: its settings', or the default when unset. */
export function brandTimeZone(w: Pick<WebsiteRow, 'time_zone'>): string {
  return w.time_zone || SETTINGS_DEFAULTS.time_zone;
}

/** Spec §3/§9 allow_ordering, unset meaning true: false makes the shop browse-only. */
export function isOrderingAllowed(w: Pick<WebsiteRow, 'allow_ordering'>): boolean {
  return w.allow_ordering ?? SETTINGS_DEFAULTS.allow_ordering;
}

/** Spec §2/§9: which of the optional pages the brand shows, its unset flags taking the defaults. */
export function showPagesOf(w: WebsiteRow): WebsiteSettings['show_pages'] {
  return {
    about_us: w.show_about_us ?? SETTINGS_DEFAULTS.show_pages.about_us,
    events: w.show_events ?? SETTINGS_DEFAULTS.show_pages.events,
    jobs: w.show_jobs ?? SETTINGS_DEFAULTS.show_pages.jobs,
    reservations: w.show_reservations ?? SETTINGS_DEFAULTS.show_pages.reservations,
  };
}

/** The brand's own language (settings localization.language), the one its staff read; English when the brand set none the shop speaks. */
export function brandLanguage(w: WebsiteRow): Language {
  return SUPPORTED_LANGUAGES.find((l) => l === w.language) ?? 'en';
}

/** Spec §3 website settings plus the spec §7 extras, with the spec §9 defaults applied once, here. */
export function websiteSettings(parts: SettingsParts): WebsiteSettings {
  const w = parts.website;
  const showPages = showPagesOf(w);
  const footerContent = translate(w.footer_content, parts.language);
  return {
    website: {
      id: w.id,
      name: w.name,
      background: parts.device === 'mobile' ? w.background_mobile : w.background_desktop,
      login_background: w.login_background,
      logo: w.logo,
      favicon: w.favicon,
      maps_api: w.maps_api,
      phone: w.phone,
      email: w.email,
      payment_card: w.payment_card,
      color: w.color,
      color_filter: w.color_filter,
      allow_ordering: isOrderingAllowed(w),
      cutlery: w.cutlery ?? SETTINGS_DEFAULTS.cutlery,
      company_id: w.company_id,
      auto_open_geolocation: w.auto_open_geolocation,
      start_on_delivery: w.start_on_delivery,
    },
    localization: {
      currency: w.currency,
      country_code: w.country_code,
      time_zone: brandTimeZone(w),
      delivery_areas: parts.deliveryAreas,
      language: brandLanguage(w),
      age_restriction: w.age_restriction,
    },
    delivery_time: w.delivery_time ?? SETTINGS_DEFAULTS.delivery_time,
    pickup_time: w.pickup_time ?? SETTINGS_DEFAULTS.pickup_time,
    pages: parts.pages,
    stores: parts.stores,
    shop_status: parts.shopStatus,
    trackers: w.trackers,
    external_resources: w.external_resources,
    company_name: w.company_name,
    has_banners: parts.banners.length > 0,
    banners: parts.banners,
    loyalty: { active: w.loyalty_active },
    has_vouchers: w.has_vouchers,
    has_referrals: referralsEarnPoints(w.loyalty_active, parts.loyaltyRules),
    show_pages: showPages,
    footer_content: footerContent,
    meta_tags: {
      title: translate(w.meta_tags.title, parts.language),
      description: translate(w.meta_tags.description, parts.language),
      keywords: translate(w.meta_tags.keywords, parts.language),
    },
    assets_url: parts.assetsUrl,
    accept_webp: w.accept_webp,
    has_allergens: w.has_allergens,
    social_media: w.social_media,
    menus: parts.menus,
    categories: parts.categories,
    store_id: parts.storeId,
    design_settings: { ...showPages, footer_content: footerContent },
  };
}
