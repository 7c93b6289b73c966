import { coffeeMilk } from './option-groups';
import { nutrition, type ProductSeed } from './product-seed';
import { texts } from './texts';

const WINE_INGREDIENTS = texts('Grapes, sulphites', 'Uvas, sulfitos', 'Vynuogės, sulfitai', 'Struguri, sulfiți');

/** Drinks menu: soft drinks (24-28), coffee and tea (29-32), beer and wine (33-36, age-restricted). */
export const drinkProducts: ProductSeed[] = [
  {
    id: 24, category_id: 5, url: 'lemonade', colour: '#ffd60a', price: 14, riverside_extra: 1, pack_price: null,
    name: texts('House lemonade', 'Limonada de la casa', 'Naminis limonadas', 'Limonadă de casă'),
    description: texts('Lemons, mint and a little cane sugar.', 'Limones, menta y un poco de azúcar de caña.', 'Citrinos, mėtos ir truputis nendrių cukraus.', 'Lămâi, mentă și puțin zahăr din trestie.'),
    ingredients: texts(
      'Water, lemon juice, cane sugar, mint',
      'Agua, zumo de limón, azúcar de caña, menta',
      'Vanduo, citrinų sultys, cukranendrių cukrus, mėtos',
      'Apă, suc de lămâie, zahăr din trestie, mentă',
    ),
    allergens: [], nutrition: nutrition(120, 0, 0, 30, 29, 0, 0),
  },
  {
    id: 25, category_id: 5, url: 'cola', colour: '#3c1518', price: 10, riverside_extra: 0.5, pack_price: null,
    name: texts('Cola 330 ml', 'Cola 330 ml', 'Kola 330 ml', 'Cola 330 ml'),
    description: texts('Chilled can.', 'Lata fría.', 'Atvėsinta skardinė.', 'Doză rece.'),
    ingredients: texts(
      'Carbonated water, sugar, caramel colour, caffeine',
      'Agua carbonatada, azúcar, colorante caramelo, cafeína',
      'Gazuotas vanduo, cukrus, karamelės dažiklis, kofeinas',
      'Apă carbogazoasă, zahăr, colorant caramel, cafeină',
    ),
    allergens: [], nutrition: nutrition(139, 0, 0, 35, 35, 0, 0),
  },
  {
    id: 26, category_id: 5, url: 'sparkling-water', colour: '#90e0ef', price: 8, riverside_extra: 0.5, pack_price: null,
    name: texts('Sparkling water 500 ml', 'Agua con gas 500 ml', 'Gazuotas vanduo 500 ml', 'Apă minerală 500 ml'),
    description: texts('Natural mineral water from the Carpathians.', 'Agua mineral natural de los Cárpatos.', 'Natūralus mineralinis vanduo iš Karpatų.', 'Apă minerală naturală din Carpați.'),
    ingredients: texts(
      'Natural mineral water, carbon dioxide',
      'Agua mineral natural, dióxido de carbono',
      'Natūralus mineralinis vanduo, anglies dioksidas',
      'Apă minerală naturală, dioxid de carbon',
    ),
    allergens: [], nutrition: null,
  },
  {
    id: 27, category_id: 5, url: 'orange-juice', colour: '#fb8500', price: 15, riverside_extra: 1, pack_price: null,
    name: texts('Fresh orange juice', 'Zumo de naranja natural', 'Šviežios apelsinų sultys', 'Suc proaspăt de portocale'),
    description: texts('Squeezed to order.', 'Exprimido al momento.', 'Spaudžiamos užsakius.', 'Stors la comandă.'),
    ingredients: texts('Oranges', 'Naranjas', 'Apelsinai', 'Portocale'),
    allergens: [], nutrition: nutrition(110, 0, 0, 26, 21, 2, 0),
  },
  {
    id: 28, category_id: 5, url: 'iced-tea', colour: '#bb3e03', price: 12, riverside_extra: 1, pack_price: null,
    name: texts('Peach iced tea', 'Té helado de melocotón', 'Persikų ledinė arbata', 'Ceai rece de piersici'),
    description: texts('Black tea brewed cold with peach.', 'Té negro infusionado en frío con melocotón.', 'Šaltai plikyta juodoji arbata su persikais.', 'Ceai negru infuzat la rece cu piersici.'),
    ingredients: texts(
      'Water, black tea, peach purée, sugar',
      'Agua, té negro, puré de melocotón, azúcar',
      'Vanduo, juodoji arbata, persikų tyrė, cukrus',
      'Apă, ceai negru, piure de piersici, zahăr',
    ),
    allergens: [], nutrition: nutrition(90, 0, 0, 22, 21, 0, 0),
  },
  {
    id: 29, category_id: 6, url: 'flat-white', colour: '#7f5539', price: 14, riverside_extra: 1, pack_price: null, recommended: true,
    name: texts('Flat white', 'Flat white', 'Flat white', 'Flat white'),
    description: texts('Double ristretto with velvety milk.', 'Doble ristretto con leche sedosa.', 'Dvigubas ristretto su švelniu pienu.', 'Ristretto dublu cu lapte catifelat.'),
    ingredients: texts('Espresso, milk', 'Espresso, leche', 'Espresas, pienas', 'Espresso, lapte'),
    allergens: [2], nutrition: nutrition(110, 6, 4, 8, 8, 6, 0.1), option_groups: [coffeeMilk(29)],
  },
  {
    id: 30, category_id: 6, url: 'espresso', colour: '#432818', price: 9, riverside_extra: 0.5, pack_price: null,
    name: texts('Espresso', 'Espresso', 'Espresas', 'Espresso'),
    description: texts('Single origin, roasted in Bucharest.', 'De origen único, tostado en Bucarest.', 'Vienos kilmės, skrudinta Bukarešte.', 'Cafea de origine unică, prăjită în București.'),
    ingredients: texts('Coffee', 'Café', 'Kava', 'Cafea'),
    allergens: [], nutrition: nutrition(2, 0, 0, 0, 0, 0, 0), option_groups: [coffeeMilk(30)],
  },
  {
    id: 31, category_id: 6, url: 'cappuccino', colour: '#9c6644', price: 13, riverside_extra: 1, pack_price: null, out_of_stock_in: [2],
    name: texts('Cappuccino', 'Capuchino', 'Kapučinas', 'Cappuccino'),
    description: texts('Espresso with steamed milk and foam.', 'Espresso con leche vaporizada y espuma.', 'Espresas su garuose šildytu pienu ir puta.', 'Espresso cu lapte încălzit la abur și spumă.'),
    ingredients: texts('Espresso, milk', 'Espresso, leche', 'Espresas, pienas', 'Espresso, lapte'),
    allergens: [2], nutrition: nutrition(120, 6, 4, 10, 10, 6, 0.1), option_groups: [coffeeMilk(31)],
  },
  {
    id: 32, category_id: 6, url: 'mint-tea', colour: '#52b788', price: 11, riverside_extra: 1, pack_price: null,
    name: texts('Fresh mint tea', 'Té de menta fresca', 'Šviežių mėtų arbata', 'Ceai de mentă proaspătă'),
    description: texts('A pot of fresh mint leaves and honey on the side.', 'Una tetera de hojas de menta fresca con miel aparte.', 'Arbatinukas šviežių mėtų lapelių su medumi.', 'Un ceainic cu frunze de mentă proaspătă și miere alături.'),
    ingredients: texts(
      'Mint leaves, water, honey',
      'Hojas de menta, agua, miel',
      'Mėtų lapeliai, vanduo, medus',
      'Frunze de mentă, apă, miere',
    ),
    allergens: [], nutrition: nutrition(40, 0, 0, 10, 10, 0, 0),
  },
  {
    id: 33, category_id: 7, url: 'craft-lager', colour: '#e9a03b', price: 16, riverside_extra: 1, pack_price: null, age_restriction: true,
    name: texts('Craft lager 500 ml', 'Lager artesana 500 ml', 'Amatininkų lageris 500 ml', 'Lager artizanal 500 ml'),
    description: texts('Crisp unfiltered lager from a Bucharest brewery.', 'Lager sin filtrar y refrescante de una cervecería de Bucarest.', 'Gaivus nefiltruotas lageris iš Bukarešto daryklos.', 'Lager nefiltrat și răcoritor de la o berărie din București.'),
    ingredients: texts(
      'Water, barley malt (gluten), hops, yeast',
      'Agua, malta de cebada (gluten), lúpulo, levadura',
      'Vanduo, miežių salyklas (glitimas), apyniai, mielės',
      'Apă, malț de orz (gluten), hamei, drojdie',
    ),
    allergens: [1], nutrition: nutrition(215, 0, 0, 18, 1, 2, 0),
  },
  {
    id: 34, category_id: 7, url: 'ipa', colour: '#cc7722', price: 19, riverside_extra: 1, pack_price: null, age_restriction: true,
    name: texts('IPA 330 ml', 'IPA 330 ml', 'IPA 330 ml', 'IPA 330 ml'),
    description: texts('Hoppy pale ale with citrus notes.', 'Pale ale lupulada con notas cítricas.', 'Apynių kupinas šviesusis elis su citrusų natomis.', 'Pale ale intens hameiat, cu note de citrice.'),
    ingredients: texts(
      'Water, barley malt (gluten), wheat, hops, yeast',
      'Agua, malta de cebada (gluten), trigo, lúpulo, levadura',
      'Vanduo, miežių salyklas (glitimas), kviečiai, apyniai, mielės',
      'Apă, malț de orz (gluten), grâu, hamei, drojdie',
    ),
    allergens: [1], nutrition: nutrition(190, 0, 0, 15, 1, 2, 0),
  },
  {
    id: 35, category_id: 7, url: 'feteasca-neagra', colour: '#6a040f', price: 95, riverside_extra: 5, pack_price: null, age_restriction: true,
    name: texts('Fetească Neagră red wine 750 ml', 'Vino tinto Fetească Neagră 750 ml', 'Raudonasis vynas Fetească Neagră 750 ml', 'Vin roșu Fetească Neagră 750 ml'),
    description: texts('Dry Romanian red with plum and spice.', 'Tinto rumano seco con ciruela y especias.', 'Sausas rumuniškas raudonasis vynas su slyvų ir prieskonių natomis.', 'Vin roșu sec românesc, cu note de prune și condimente.'),
    ingredients: WINE_INGREDIENTS,
    allergens: [12], nutrition: null,
  },
  {
    id: 36, category_id: 7, url: 'tamaioasa', colour: '#f2e8cf', price: 89, riverside_extra: 5, pack_price: null, age_restriction: true,
    name: texts('Tămâioasă white wine 750 ml', 'Vino blanco Tămâioasă 750 ml', 'Baltasis vynas Tămâioasă 750 ml', 'Vin alb Tămâioasă 750 ml'),
    description: texts('Aromatic semi-sweet white.', 'Blanco aromático semidulce.', 'Aromatingas pusiau saldus baltasis vynas.', 'Vin alb aromat, demidulce.'),
    ingredients: WINE_INGREDIENTS,
    allergens: [12], nutrition: null,
  },
];
