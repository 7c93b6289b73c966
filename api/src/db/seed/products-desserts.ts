import { nutrition, type ProductSeed } from './product-seed';
import { texts } from './texts';

/** Desserts menu: cakes and ice cream (37-40). */
export const dessertProducts: ProductSeed[] = [
  {
    id: 37, category_id: 8, url: 'tiramisu', colour: '#c19a6b', price: 22, riverside_extra: 1.5, pack_price: 1, recommended: true,
    name: texts('Tiramisu', 'Tiramisú', 'Tiramisu', 'Tiramisu'),
    description: texts('Mascarpone, espresso-soaked savoiardi and cocoa.', 'Mascarpone, bizcochos empapados en espresso y cacao.', 'Maskarponė, espresu suvilgyti sausainiai ir kakava.', 'Mascarpone, pișcoturi însiropate în espresso și cacao.'),
    ingredients: texts(
      'Mascarpone (milk), eggs, savoiardi (wheat, egg), espresso, cocoa, sugar',
      'Mascarpone (leche), huevos, bizcochos de soletilla (trigo, huevo), espresso, cacao, azúcar',
      'Maskarponė (pienas), kiaušiniai, savojardi sausainiai (kviečiai, kiaušiniai), espresas, kakava, cukrus',
      'Mascarpone (lapte), ouă, pișcoturi (grâu, ou), espresso, cacao, zahăr',
    ),
    allergens: [1, 2, 4], nutrition: nutrition(450, 28, 16, 40, 28, 8, 0.2),
  },
  {
    id: 38, category_id: 8, url: 'papanasi', colour: '#f6bd60', price: 26, riverside_extra: 1.5, pack_price: 1,
    name: texts('Papanași', 'Papanași', 'Papanași', 'Papanași'),
    description: texts('Romanian cheese doughnuts with sour cream and sour cherry jam.', 'Buñuelos rumanos de queso con nata agria y mermelada de guindas.', 'Rumuniškos sūrio spurgos su grietine ir vyšnių uogiene.', 'Gogoși cu brânză, smântână și dulceață de vișine.'),
    ingredients: texts(
      'Cottage cheese (milk), eggs, wheat flour, sour cream, sour cherry jam',
      'Requesón (leche), huevos, harina de trigo, nata agria, mermelada de guindas',
      'Varškė (pienas), kiaušiniai, kvietiniai miltai, grietinė, vyšnių uogienė',
      'Brânză de vaci (lapte), ouă, făină de grâu, smântână, dulceață de vișine',
    ),
    allergens: [1, 2, 4], nutrition: nutrition(620, 26, 14, 78, 36, 18, 0.4),
  },
  {
    id: 39, category_id: 8, url: 'walnut-cake', colour: '#7f4f24', price: 20, riverside_extra: 1.5, pack_price: 1,
    name: texts('Walnut and honey cake', 'Pastel de nueces y miel', 'Graikinių riešutų ir medaus pyragas', 'Prăjitură cu nucă și miere'),
    description: texts('Layers of honey sponge and walnut cream.', 'Capas de bizcocho de miel y crema de nueces.', 'Medaus biskvito sluoksniai ir graikinių riešutų kremas.', 'Straturi de blat cu miere și cremă de nucă.'),
    ingredients: texts(
      'Wheat flour, honey, walnuts, butter (milk), eggs, sugar',
      'Harina de trigo, miel, nueces, mantequilla (leche), huevos, azúcar',
      'Kvietiniai miltai, medus, graikiniai riešutai, sviestas (pienas), kiaušiniai, cukrus',
      'Făină de grâu, miere, nuci, unt (lapte), ouă, zahăr',
    ),
    allergens: [1, 2, 4, 8], nutrition: nutrition(510, 30, 12, 52, 34, 8, 0.3),
  },
  {
    id: 40, category_id: 8, url: 'peanut-gelato', colour: '#dda15e', price: 16, riverside_extra: 1, pack_price: 1,
    name: texts('Salted peanut gelato', 'Helado de cacahuete salado', 'Sūdytų žemės riešutų ledai', 'Înghețată cu arahide sărate'),
    description: texts('Two scoops with caramelised peanuts and a soy-caramel swirl.', 'Dos bolas con cacahuetes caramelizados y un toque de caramelo de soja.', 'Du rutuliukai su karamelizuotais žemės riešutais ir sojos karamele.', 'Două cupe cu arahide caramelizate și un vârtej de caramel cu soia.'),
    ingredients: texts(
      'Milk, cream, sugar, peanuts, soy sauce (soy, wheat), salt',
      'Leche, nata, azúcar, cacahuetes, salsa de soja (soja, trigo), sal',
      'Pienas, grietinėlė, cukrus, žemės riešutai, sojų padažas (soja, kviečiai), druska',
      'Lapte, smântână dulce, zahăr, arahide, sos de soia (soia, grâu), sare',
    ),
    allergens: [1, 2, 6, 7], nutrition: nutrition(380, 20, 9, 40, 34, 9, 0.8),
  },
];
