import { Type, type Static } from '@sinclair/typebox';
import type { WebsiteSettings } from 'shared-contracts/types/settings';
import { assertSameShape, StringEnum, TranslateLanguage, type SameShape } from '../../common-schemas';
import { ShopStatusSchema } from './shop-status-schema';

export const WebsiteSettingsQuerySchema = Type.Object({
  device: Type.Optional(StringEnum(['mobile', 'desktop'], { description: 'Picks the background picture.' })),
  translate_language: TranslateLanguage,
  store_url: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'The store the visitor opened (s/{storeUrl}).' })),
});

const Language = Type.Union([Type.Literal('en'), Type.Literal('es'), Type.Literal('lt'), Type.Literal('ro')]);

export const DeliveryAreaSchema = Type.Object({
  id: Type.Integer(),
  fee_type: Type.Union([Type.Literal('fixed'), Type.Literal('range')]),
  transport_price: Type.Number(),
  min_order_value: Type.Number(),
  min_order_free_transport: Type.Union([Type.Number(), Type.Null()]),
  fees: Type.Array(Type.Object({ from_value: Type.Number(), to_value: Type.Number(), fee: Type.Number() })),
  polygon: Type.String({ description: 'JSON text; its first ring is a list of {lat, lng} points.' }),
});

export const StoreSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  time_zone: Type.String(),
  opening_hours: Type.Array(
    Type.Object({
      day: Type.Integer({ minimum: 0, maximum: 6, description: '0 = Sunday' }),
      open: Type.String(),
      close: Type.String(),
      delivery: Type.Boolean(),
      pickup: Type.Boolean(),
    }),
  ),
  has_delivery: Type.Boolean(),
  has_pickup: Type.Boolean(),
  takes_reservations: Type.Boolean(),
});

const Category = Type.Union([Type.Literal('performance'), Type.Literal('statistics'), Type.Literal('marketing')]);
const Page = Type.Object({ type: Type.String(), url: Type.String(), id: Type.Integer(), title: Type.String() });
const Named = Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String() });

export const WebsiteSettingsSchema = Type.Object({
  website: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    background: Type.String(),
    login_background: Type.String(),
    logo: Type.String(),
    favicon: Type.String(),
    maps_api: Type.String(),
    phone: Type.String(),
    email: Type.String(),
    payment_card: Type.Boolean(),
    color: Type.String(),
    color_filter: Type.String(),
    allow_ordering: Type.Boolean(),
    cutlery: Type.Number(),
    company_id: Type.Integer(),
    auto_open_geolocation: Type.Boolean(),
    start_on_delivery: Type.Boolean({ description: 'Start on delivery when delivery is available now (spec §4).' }),
  }),
  localization: Type.Object({
    currency: Type.String(),
    country_code: Type.String(),
    time_zone: Type.String(),
    delivery_areas: Type.Array(DeliveryAreaSchema),
    language: Language,
    age_restriction: Type.Integer(),
  }),
  delivery_time: Type.Number(),
  pickup_time: Type.Number(),
  pages: Type.Array(Page),
  stores: Type.Array(StoreSchema),
  shop_status: ShopStatusSchema,
  trackers: Type.Array(Type.Object({ category: Category, src: Type.String() })),
  external_resources: Type.Array(
    Type.Object({
      category: Type.Union([Type.Literal('necessary'), Category]),
      type: Type.Union([Type.Literal('script'), Type.Literal('style')]),
      src: Type.String(),
    }),
  ),
  company_name: Type.String(),
  has_banners: Type.Boolean(),
  banners: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), picture: Type.String(), link: Type.String() })),
  loyalty: Type.Object({ active: Type.Integer({ description: 'Loyalty is active when this equals 1.' }) }),
  has_vouchers: Type.Boolean(),
  has_referrals: Type.Boolean({ description: "Whether a friend's referral earns points (loyalty active, referral points above 0): the shop asks for a referral code only then." }),
  show_pages: Type.Object({
    about_us: Type.Boolean(),
    events: Type.Boolean(),
    jobs: Type.Boolean(),
    reservations: Type.Boolean(),
  }),
  footer_content: Type.String(),
  meta_tags: Type.Object({ title: Type.String(), description: Type.String(), keywords: Type.String() }),
  assets_url: Type.String(),
  accept_webp: Type.Boolean(),
  has_allergens: Type.Boolean(),
  social_media: Type.Array(Type.Object({ network: Type.String(), url: Type.String() })),
  menus: Type.Array(Named),
  categories: Type.Array(Type.Composite([Named, Type.Object({ menu_id: Type.Integer() })])),
  store_id: Type.Union([Type.Integer(), Type.Null()]),
  design_settings: Type.Object({
    events: Type.Boolean(),
    about_us: Type.Boolean(),
    reservations: Type.Boolean(),
    jobs: Type.Boolean(),
    footer_content: Type.String(),
  }),
});
assertSameShape<SameShape<Static<typeof WebsiteSettingsSchema>, WebsiteSettings>>();
