import type { Translated } from 'shared-contracts/types/language';
import { texts } from '../texts';

/** Page texts as plain paragraphs separated by a blank line (no HTML to sanitise). */
export const pageContentSeeds: { page_id: number; body: Translated }[] = [
  {
    page_id: 1,
    body: texts(
      'Casa Aurora started in 2009 as a single oven in the Old Town.\n\nToday two kitchens cook Romanian and Italian food from market produce, every day.',
      'Casa Aurora nació en 2009 como un solo horno en el casco antiguo.\n\nHoy dos cocinas preparan comida rumana e italiana con productos del mercado, cada día.',
      'Casa Aurora prasidėjo 2009 m. nuo vienos krosnies senamiestyje.\n\nŠiandien dvi virtuvės kasdien gamina rumunišką ir itališką maistą iš turgaus produktų.',
      'Casa Aurora a pornit în 2009 cu un singur cuptor în Centrul Vechi.\n\nAstăzi două bucătării gătesc zilnic mâncare românească și italiană din produse de la piață.',
    ),
  },
  {
    page_id: 2,
    body: texts(
      'These terms apply to every order placed in this shop.\n\nPrices include VAT. An order is confirmed when you receive our e-mail. An order paid online that is not paid within 30 minutes of being placed is cancelled, and nothing is charged. To change or cancel an order, call its store.',
      'Estos términos se aplican a todos los pedidos realizados en esta tienda.\n\nLos precios incluyen el IVA. Un pedido se confirma cuando recibes nuestro correo. Un pedido con pago en línea que no se paga en los 30 minutos siguientes a hacerlo se cancela, y no se cobra nada. Para cambiar o cancelar un pedido, llama a su tienda.',
      'Šios sąlygos taikomos kiekvienam šioje parduotuvėje pateiktam užsakymui.\n\nKainos nurodytos su PVM. Užsakymas patvirtinamas, kai gaunate mūsų el. laišką. Internetu apmokamas užsakymas, neapmokėtas per 30 minučių nuo pateikimo, atšaukiamas, ir nieko nenuskaičiuojama. Norėdami pakeisti ar atšaukti užsakymą, skambinkite jo parduotuvei.',
      'Acești termeni se aplică fiecărei comenzi plasate în acest magazin.\n\nPrețurile includ TVA. O comandă este confirmată când primești e-mailul nostru. O comandă cu plată online care nu este plătită în 30 de minute de la plasare este anulată și nu se debitează nimic. Pentru a modifica sau a anula o comandă, sună la magazinul ei.',
    ),
  },
  {
    page_id: 3,
    body: texts(
      'We keep your name, phone, e-mail and addresses only to deliver your orders and answer your messages.\n\nJob applications and CVs are kept for six months and seen only by our managers. Write to us to see or delete your data.',
      'Guardamos tu nombre, teléfono, correo y direcciones solo para entregar tus pedidos y responder a tus mensajes.\n\nLas candidaturas y los CV se guardan seis meses y solo los ven nuestros responsables. Escríbenos para ver o borrar tus datos.',
      'Jūsų vardą, telefoną, el. paštą ir adresus saugome tik tam, kad pristatytume užsakymus ir atsakytume į žinutes.\n\nPrašymai dėl darbo ir CV saugomi šešis mėnesius ir matomi tik vadovams. Parašykite mums, jei norite pamatyti ar ištrinti savo duomenis.',
      'Păstrăm numele, telefonul, e-mailul și adresele tale doar pentru a-ți livra comenzile și a-ți răspunde la mesaje.\n\nCandidaturile și CV-urile sunt păstrate șase luni și sunt văzute doar de managerii noștri. Scrie-ne dacă vrei să îți vezi sau să îți ștergi datele.',
    ),
  },
  {
    page_id: 4,
    body: texts(
      'Necessary cookies keep your cart and language. Performance, statistics and marketing cookies are set only after you accept them.\n\nYou can change your choice at any time in the cookie settings.',
      'Las cookies necesarias guardan tu carrito y tu idioma. Las de rendimiento, estadísticas y marketing solo se usan si las aceptas.\n\nPuedes cambiar tu elección en cualquier momento en la configuración de cookies.',
      'Būtinieji slapukai išsaugo jūsų krepšelį ir kalbą. Našumo, statistikos ir rinkodaros slapukai naudojami tik jums sutikus.\n\nSavo pasirinkimą bet kada galite pakeisti slapukų nustatymuose.',
      'Cookie-urile necesare păstrează coșul și limba ta. Cookie-urile de performanță, statistică și marketing sunt plasate doar după ce le accepți.\n\nÎți poți schimba oricând alegerea din setările cookie-urilor.',
    ),
  },
];
