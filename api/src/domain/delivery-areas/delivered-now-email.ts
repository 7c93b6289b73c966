import type { Language } from 'shared-contracts/types/language';
import type { OutgoingMessage } from '../../repositories/outbox-repository';

/** A customer's request to be told when the shop delivers to their address (spec §8), as stored. */
export interface DeliveryNotifyRequest {
  id: number;
  email: string;
  address: string;
  lat: number;
  lng: number;
  language: Language;
}

interface DeliveredNowTexts {
  subject: (shop: string) => string;
  body: (shop: string, link: string) => string;
}

const TEXTS: Record<Language, DeliveredNowTexts> = {
  en: {
    subject: (shop) => `${shop} now delivers to your address`,
    body: (shop, link) =>
      `Hello,\n\nyou asked us to tell you when ${shop} delivers to your address. It does now: you can order for delivery at ${link}\n\nThis is the only e-mail you get about it.`,
  },
  es: {
    subject: (shop) => `${shop} ya hace entregas en tu dirección`,
    body: (shop, link) =>
      `Hola:\n\nnos pediste que te avisáramos cuando ${shop} entregara en tu dirección. Ya lo hace: puedes pedir a domicilio en ${link}\n\nEste es el único correo que recibirás sobre ello.`,
  },
  lt: {
    subject: (shop) => `„${shop}“ jau pristato jūsų adresu`,
    body: (shop, link) =>
      `Sveiki,\n\nprašėte pranešti, kai „${shop}“ pradės pristatyti jūsų adresu. Dabar jau pristato: užsisakyti su pristatymu galite čia: ${link}\n\nTai vienintelis laiškas, kurį apie tai gausite.`,
  },
  ro: {
    subject: (shop) => `${shop} livrează acum la adresa ta`,
    body: (shop, link) =>
      `Bună,\n\nne-ai rugat să te anunțăm când ${shop} livrează la adresa ta. Acum livrează: poți comanda cu livrare la ${link}\n\nAcesta este singurul e-mail pe care îl primești despre asta.`,
  },
};

/**
 * The one e-mail that keeps the promise of "leave an e-mail to be notified": the shop delivers to
 * the address now. In the language the customer asked in, from the shop by its name. The address
 * as typed is not quoted: anyone may leave any text for any e-mail address, and the shop's own
 * e-mail must not carry it to them.
 */
export function deliveredNowEmail(request: DeliveryNotifyRequest, shop: string, shopOrigin: string): OutgoingMessage {
  const texts = TEXTS[request.language];
  return { channel: 'email', recipient: request.email, subject: texts.subject(shop), body: texts.body(shop, `${shopOrigin}/`) };
}
