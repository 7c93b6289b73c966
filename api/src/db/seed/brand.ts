import type { Translated } from 'shared-contracts/types/language';
import type { Database, TranslatedMetaTags } from '../schema';
import type { Insertable } from 'kysely';
import { texts } from './texts';
import { DEMO_TRACKERS } from './demo-trackers';

/** The page title, description and keywords the shell sets, in each language (spec §3 meta_tags). */
export const casaAuroraMetaTags: TranslatedMetaTags = {
  title: texts(
    'Casa Aurora: order pizza, pasta and more in Bucharest',
    'Casa Aurora: pide pizza, pasta y más en Bucarest',
    'Casa Aurora: užsisakykite picą, makaronus ir dar daugiau Bukarešte',
    'Casa Aurora: comandă pizza, paste și multe altele în București',
  ),
  description: texts(
    'Order online for delivery or pickup from Casa Aurora Old Town and Riverside.',
    'Pide en línea a domicilio o para recoger en Casa Aurora Old Town y Riverside.',
    'Užsisakykite internetu su pristatymu arba atsiimkite Casa Aurora Old Town ir Riverside restoranuose.',
    'Comandă online cu livrare sau ridicare de la Casa Aurora Old Town și Riverside.',
  ),
  keywords: texts(
    'pizza, pasta, burgers, delivery, Bucharest',
    'pizza, pasta, hamburguesas, a domicilio, Bucarest',
    'pica, makaronai, mėsainiai, pristatymas, Bukareštas',
    'pizza, paste, burgeri, livrare, București',
  ),
};

/** The fictional brand every shop screen shows: Casa Aurora, a Bucharest trattoria. */
export const website: Insertable<Database['website']> = {
  id: 1,
  name: 'Casa Aurora',
  company_name: 'Casa Aurora Restaurante SRL',
  company_id: 1001,
  background_desktop: 'backgrounds/desktop.svg',
  background_mobile: 'backgrounds/mobile.svg',
  login_background: 'backgrounds/login.svg',
  logo: 'logo.svg',
  favicon: 'favicon.svg',
  maps_api: '',
  phone: '+40 21 555 0100',
  email: 'hello@casa-aurora.example',
  payment_card: true,
  color: '#b3261e',
  color_filter: '',
  // Left unset on purpose: the spec §9 default applies (true).
  allow_ordering: null,
  // The demo shop offers a cutlery choice at checkout (spec §3; the default, 0, offers none).
  cutlery: 1,
  // Estimated minutes on the order success page (spec §9 leaves the values to the brand).
  delivery_time: 45,
  pickup_time: 20,
  auto_open_geolocation: false,
  currency: 'RON',
  country_code: 'RO',
  time_zone: 'Europe/Bucharest',
  language: 'en',
  age_restriction: 18,
  loyalty_active: 1,
  has_vouchers: true,
  has_allergens: true,
  accept_webp: false,
  show_about_us: null,
  show_events: null,
  show_jobs: null,
  show_reservations: null,
  footer_content: JSON.stringify(
    texts(
      'Casa Aurora: wood-fired pizza and Romanian classics since 2009.',
      'Casa Aurora: pizza al horno de leña y clásicos rumanos desde 2009.',
      'Casa Aurora: malkomis kūrenamoje krosnyje kepta pica ir rumuniška klasika nuo 2009 m.',
      'Casa Aurora: pizza la cuptor cu lemne și clasici românești din 2009.',
    ),
  ),
  meta_tags: JSON.stringify(casaAuroraMetaTags),
  social_media: JSON.stringify([
    { network: 'facebook', url: 'https://facebook.com/casa-aurora.example' },
    { network: 'instagram', url: 'https://instagram.com/casa-aurora.example' },
  ]),
  trackers: JSON.stringify(DEMO_TRACKERS),
  external_resources: JSON.stringify([]),
};

export const banners: { id: number; title: Translated; picture: string; link: string }[] = [
  {
    id: 1,
    title: texts('Two pizzas, one price on Tuesdays', 'Dos pizzas, un precio los martes', 'Antradieniais dvi picos už vienos kainą', 'Marțea, două pizza la preț de una'),
    picture: 'banners/1.svg',
    link: '/pizza/1/1',
  },
  {
    id: 2,
    title: texts('New: papanași like grandma made', 'Nuevo: papanași como los de la abuela', 'Naujiena: papanași kaip močiutės', 'Nou: papanași ca la bunica'),
    picture: 'banners/2.svg',
    link: '/p/papanasi/38',
  },
];

export const pages: { id: number; type: string; url: string; title: Translated }[] = [
  { id: 1, type: 'about_us', url: 'about-us', title: texts('About us', 'Sobre nosotros', 'Apie mus', 'Despre noi') },
  { id: 2, type: 'terms', url: 'terms', title: texts('Terms and conditions', 'Términos y condiciones', 'Taisyklės ir sąlygos', 'Termeni și condiții') },
  { id: 3, type: 'privacy', url: 'privacy', title: texts('Privacy policy', 'Política de privacidad', 'Privatumo politika', 'Politica de confidențialitate') },
  { id: 4, type: 'cookies', url: 'cookie-policy', title: texts('Cookie policy', 'Política de cookies', 'Slapukų politika', 'Politica de cookie-uri') },
];
