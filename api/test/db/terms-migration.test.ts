import { migrateToLatest } from '../../src/db/migrate';
import { pageContentSeeds } from '../../src/db/seed/reservations-events-jobs/page-contents';
import { openMigrationDatabase, type MigrationDatabase } from '../helpers/migration-database';

/** Migration 156: the demo's terms stop promising a cancellation no screen can make. */
let m: MigrationDatabase;
beforeAll(async () => {
  m = await openMigrationDatabase();
});
afterAll(() => m.close());

const termsBody = async () => (await m.db.selectFrom('page_contents').select('body').where('page_id', '=', 2).executeTakeFirstOrThrow()).body;
const setTerms = (body: object) => m.db.updateTable('page_contents').set({ body: JSON.stringify(body) }).where('page_id', '=', 2).execute();
const seeded = pageContentSeeds.find((page) => page.page_id === 2)!.body;

test('terms still as first seeded are rewritten to what the shop does, in every language', async () => {
  const before = {
    en: 'These terms apply to every order placed in this shop.\n\nPrices include VAT. An order is confirmed when you receive our e-mail. You can cancel an order until the kitchen starts preparing it.',
    es: 'Estos términos se aplican a todos los pedidos realizados en esta tienda.\n\nLos precios incluyen el IVA. Un pedido se confirma cuando recibes nuestro correo. Puedes cancelar un pedido hasta que la cocina empiece a prepararlo.',
    lt: 'Šios sąlygos taikomos kiekvienam šioje parduotuvėje pateiktam užsakymui.\n\nKainos nurodytos su PVM. Užsakymas patvirtinamas, kai gaunate mūsų el. laišką. Užsakymą galite atšaukti, kol virtuvė nepradėjo jo ruošti.',
    ro: 'Acești termeni se aplică fiecărei comenzi plasate în acest magazin.\n\nPrețurile includ TVA. O comandă este confirmată când primești e-mailul nostru. Poți anula o comandă până când bucătăria începe să o pregătească.',
  };
  await setTerms(before);
  await m.forget('156_terms_say_what_the_shop_does');
  expect(await migrateToLatest(m.db, m.schema)).toEqual(['156_terms_say_what_the_shop_does']);
  // The seed of a new shop and the migrated one say the same.
  expect(await termsBody()).toEqual(seeded);
  expect(seeded.en).toContain('not paid within 30 minutes of being placed is cancelled');
});

test("a brand's own terms are left as they are", async () => {
  const own = { en: 'Our own terms.' };
  await setTerms(own);
  await m.forget('156_terms_say_what_the_shop_does');
  await migrateToLatest(m.db, m.schema);
  expect(await termsBody()).toEqual(own);
});
