import type { Category, Menu } from 'shared-contracts/types/menu';
import type { DeliveryArea } from 'shared-contracts/types/delivery-area';
import type { ShopStatus } from 'shared-contracts/types/shop-status';
import type { Store } from 'shared-contracts/types/store';
import type { Language } from 'shared-contracts/types/language';

export interface Banner {
  id: number;
  title: string;
  picture: string;
  link: string;
}

export interface Tracker {
  /** Cookie-consent category that must be accepted before it loads. */
  category: 'performance' | 'statistics' | 'marketing';
  src: string;
}

export interface ExternalResource {
  category: 'necessary' | 'performance' | 'statistics' | 'marketing';
  type: 'script' | 'style';
  src: string;
}

export interface SocialMediaAccount {
  network: string;
  url: string;
}

export interface MetaTags {
  title: string;
  description: string;
  keywords: string;
}

/** Spec §3 "Website settings" plus what spec §7 adds to the answer. */
export interface WebsiteSettings {
  website: {
    id: number;
    name: string;
    background: string;
    login_background: string;
    logo: string;
    favicon: string;
    maps_api: string;
    phone: string;
    email: string;
    payment_card: boolean;
    color: string;
    color_filter: string;
    allow_ordering: boolean;
    cutlery: number;
    company_id: number;
    auto_open_geolocation: boolean;
    /** Spec §4: the cart starts on delivery when delivery is available now. */
    start_on_delivery: boolean;
  };
  localization: {
    currency: string;
    country_code: string;
    time_zone: string;
    delivery_areas: DeliveryArea[];
    language: Language;
    age_restriction: number;
  };
  delivery_time: number;
  pickup_time: number;
  pages: { type: string; url: string; id: number; title: string }[];
  stores: Store[];
  shop_status: ShopStatus;
  trackers: Tracker[];
  external_resources: ExternalResource[];
  company_name: string;
  has_banners: boolean;
  banners: Banner[];
  loyalty: { active: number };
  has_vouchers: boolean;
  /** Whether a friend's referral earns points (loyalty on, referral points above 0): a referral code is asked for only then. */
  has_referrals: boolean;
  show_pages: { about_us: boolean; events: boolean; jobs: boolean; reservations: boolean };
  footer_content: string;
  meta_tags: MetaTags;
  assets_url: string;
  accept_webp: boolean;
  has_allergens: boolean;
  social_media: SocialMediaAccount[];
  menus: Menu[];
  categories: Category[];
  store_id: number | null;
  design_settings: {
    events: boolean;
    about_us: boolean;
    reservations: boolean;
    jobs: boolean;
    footer_content: string;
  };
}
