import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { nutrition, type ProductSeed } from './product-seed';
import { products, seedProducts } from './run-seed';
import { texts } from './texts';

const SEED_NAME = '055_order_timing_products';

/** One product of each spec §4 timing kind (migration 055): a whole cake and the lunch of the day. */
export const orderTimingProducts: ProductSeed[] = [
  {
    id: 41, category_id: 8, url: 'whole-walnut-cake', colour: '#6f4518', price: 160, riverside_extra: 10, pack_price: 5, only_for_later: true,
    name: texts('Whole walnut and honey cake', 'Tarta entera de nueces y miel', 'Visas graikinių riešutų ir medaus tortas', 'Tort întreg cu nucă și miere'),
    description: texts(
      'The whole cake for twelve, baked to order: order it for a later day and time.',
      'La tarta entera para doce, horneada por encargo: pídela para otro día y hora.',
      'Visas tortas dvylikai, kepamas pagal užsakymą: užsisakykite vėlesnei dienai ir laikui.',
      'Tortul întreg pentru doisprezece, copt la comandă: comandă-l pentru o zi și o oră ulterioară.',
    ),
    ingredients: texts(
      'Wheat flour, honey, walnuts, butter (milk), eggs, sugar',
      'Harina de trigo, miel, nueces, mantequilla (leche), huevos, azúcar',
      'Kvietiniai miltai, medus, graikiniai riešutai, sviestas (pienas), kiaušiniai, cukrus',
      'Făină de grâu, miere, nuci, unt (lapte), ouă, zahăr',
    ),
    allergens: [1, 2, 4, 8], nutrition: nutrition(510, 30, 12, 52, 34, 8, 0.3),
  },
  {
    id: 42, category_id: 2, url: 'lunch-of-the-day', colour: '#e76f51', price: 35, riverside_extra: 2, pack_price: 2, today_only: true,
    name: texts('Lunch menu of the day', 'Menú del día', 'Dienos pietų meniu', 'Meniul zilei'),
    description: texts(
      'Soup, the pasta of the day and a lemonade: today only.',
      'Sopa, la pasta del día y una limonada: solo hoy.',
      'Sriuba, dienos makaronai ir limonadas: tik šiandien.',
      'Supă, pastele zilei și o limonadă: doar astăzi.',
    ),
    ingredients: texts(
      'Vegetable soup (celery), wheat pasta, tomatoes, parmesan (milk), lemons, sugar',
      'Sopa de verduras (apio), pasta de trigo, tomates, parmesano (leche), limones, azúcar',
      'Daržovių sriuba (salierai), kvietiniai makaronai, pomidorai, parmezanas (pienas), citrinos, cukrus',
      'Supă de legume (țelină), paste din grâu, roșii, parmezan (lapte), lămâi, zahăr',
    ),
    allergens: [1, 2, 9], nutrition: nutrition(820, 22, 8, 120, 24, 28, 3.2),
  },
];

/**
 * Adds the two products once, after the brand seed (listed after its products), so a database
 * seeded before migration 055 gets them too.
 */
export async function runOrderTimingSeed(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx.insertInto('seeds').values({ name: SEED_NAME }).onConflict((oc) => oc.column('name').doNothing()).returning('name').executeTakeFirst();
    if (!claimed) return false;
    await seedProducts(trx, orderTimingProducts, products.length);
    return true;
  });
}
