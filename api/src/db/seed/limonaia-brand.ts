import type { Database, TranslatedMetaTags } from '../schema';
import type { Insertable } from 'kysely';
import { texts } from './texts';

/** Limonaia's page title, description and keywords in each language. */
export const limonaiaMetaTags: TranslatedMetaTags = {
  title: texts(
    'Limonaia: fresh pasta delivered in Vilnius',
    'Limonaia: pasta fresca a domicilio en Vilna',
    'Limonaia: šviežių makaronų pristatymas Vilniuje',
    'Limonaia: paste proaspete livrate în Vilnius',
  ),
  description: texts(
    'Order fresh pasta, pizza and lemon desserts from Limonaia for delivery or pickup.',
    'Pide pasta fresca, pizza y postres de limón en Limonaia a domicilio o para recoger.',
    'Užsisakykite šviežių makaronų, picos ir citrininių desertų iš Limonaia su pristatymu arba atsiimkite patys.',
    'Comandă paste proaspete, pizza și deserturi cu lămâie de la Limonaia, cu livrare sau ridicare.',
  ),
  keywords: texts(
    'pasta, pizza, limoncello, delivery, Vilnius',
    'pasta, pizza, limoncello, a domicilio, Vilna',
    'makaronai, pica, limončelas, pristatymas, Vilnius',
    'paste, pizza, limoncello, livrare, Vilnius',
  ),
};

/**
 * A second fictional brand in the same database: Limonaia, a lemon-yellow Italian kitchen in
 * Vilnius. A deployment started with BRAND_ID=2 shows it instead of Casa Aurora, which proves the
 * shop takes name, colours, pictures, contacts, footer, meta tags and currency from website
 * settings. Its pale colour is on purpose: text on it must still meet WCAG AA.
 */
export const limonaiaWebsite: Insertable<Database['website']> = {
  id: 2,
  name: 'Limonaia',
  company_name: 'Limonaia Virtuvė UAB',
  company_id: 2002,
  background_desktop: 'backgrounds/desktop.svg',
  background_mobile: 'backgrounds/mobile.svg',
  login_background: 'backgrounds/login.svg',
  logo: 'logo.svg',
  favicon: 'favicon.svg',
  maps_api: '',
  phone: '+370 5 200 0200',
  email: 'ciao@limonaia.example',
  payment_card: true,
  color: '#f7d23e',
  // Warms the drawn backgrounds toward the lemon colour.
  color_filter: 'sepia(0.3) saturate(1.4)',
  allow_ordering: null,
  cutlery: 1,
  delivery_time: 35,
  pickup_time: 15,
  auto_open_geolocation: false,
  currency: 'EUR',
  country_code: 'LT',
  time_zone: 'Europe/Vilnius',
  language: 'lt',
  age_restriction: 20,
  loyalty_active: 0,
  has_vouchers: false,
  has_allergens: true,
  accept_webp: false,
  show_about_us: true,
  show_events: false,
  show_jobs: true,
  show_reservations: true,
  footer_content: JSON.stringify(
    texts(
      'Limonaia: fresh pasta and lemon desserts in the heart of Vilnius.',
      'Limonaia: pasta fresca y postres de limón en el corazón de Vilna.',
      'Limonaia: šviežia makaronų virtuvė ir citrininiai desertai Vilniaus širdyje.',
      'Limonaia: paste proaspete și deserturi cu lămâie în inima Vilniusului.',
    ),
  ),
  meta_tags: JSON.stringify(limonaiaMetaTags),
  social_media: JSON.stringify([{ network: 'instagram', url: 'https://instagram.com/limonaia.example' }]),
  trackers: JSON.stringify([]),
  external_resources: JSON.stringify([]),
};
