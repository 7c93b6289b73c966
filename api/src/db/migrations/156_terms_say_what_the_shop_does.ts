import { sql, type Kysely } from 'kysely';

/**
 * The demo's terms said an order could be cancelled until the kitchen starts on it, which no screen
 * of the shop can do; they now say what the shop does: an order paid online and not paid in 30
 * minutes is cancelled (migration 154), and a change or cancellation is asked of the store by
 * phone. Only terms still as seeded are rewritten: a brand's own text is left alone.
 */
const SEEDED = {
  "en": "These terms apply to every order placed in this shop.\n\nPrices include VAT. An order is confirmed when you receive our e-mail. You can cancel an order until the kitchen starts preparing it.",
  "es": "Estos términos se aplican a todos los pedidos realizados en esta tienda.\n\nLos precios incluyen el IVA. Un pedido se confirma cuando recibes nuestro correo. Puedes cancelar un pedido hasta que la cocina empiece a prepararlo.",
  "lt": "Šios sąlygos taikomos kiekvienam šioje parduotuvėje pateiktam užsakymui.\n\nKainos nurodytos su PVM. Užsakymas patvirtinamas, kai gaunate mūsų el. laišką. Užsakymą galite atšaukti, kol virtuvė nepradėjo jo ruošti.",
  "ro": "Acești termeni se aplică fiecărei comenzi plasate în acest magazin.\n\nPrețurile includ TVA. O comandă este confirmată când primești e-mailul nostru. Poți anula o comandă până când bucătăria începe să o pregătească."
};

const NOW = {
  "en": "These terms apply to every order placed in this shop.\n\nPrices include VAT. An order is confirmed when you receive our e-mail. An order paid online that is not paid within 30 minutes of being placed is cancelled, and nothing is charged. To change or cancel an order, call its store.",
  "es": "Estos términos se aplican a todos los pedidos realizados en esta tienda.\n\nLos precios incluyen el IVA. Un pedido se confirma cuando recibes nuestro correo. Un pedido con pago en línea que no se paga en los 30 minutos siguientes a hacerlo se cancela, y no se cobra nada. Para cambiar o cancelar un pedido, llama a su tienda.",
  "lt": "Šios sąlygos taikomos kiekvienam šioje parduotuvėje pateiktam užsakymui.\n\nKainos nurodytos su PVM. Užsakymas patvirtinamas, kai gaunate mūsų el. laišką. Internetu apmokamas užsakymas, neapmokėtas per 30 minučių nuo pateikimo, atšaukiamas, ir nieko nenuskaičiuojama. Norėdami pakeisti ar atšaukti užsakymą, skambinkite jo parduotuvei.",
  "ro": "Acești termeni se aplică fiecărei comenzi plasate în acest magazin.\n\nPrețurile includ TVA. O comandă este confirmată când primești e-mailul nostru. O comandă cu plată online care nu este plătită în 30 de minute de la plasare este anulată și nu se debitează nimic. Pentru a modifica sau a anula o comandă, sună la magazinul ei."
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update page_contents set body = ${JSON.stringify(NOW)}::jsonb where page_id = 2 and body = ${JSON.stringify(SEEDED)}::jsonb`.execute(db);
}
