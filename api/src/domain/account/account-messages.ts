import type { FastifyRequest } from 'fastify';
import type { Translated } from 'shared-contracts/types/language';
import type { App } from '../../app-instance';
import { contentLanguageOf, translate } from '../language';
import { PHONE_RULE_TEXT } from '../phone-rule-text';

/**
 * The sentences the account endpoints answer with, e-mails included, in the shop's languages: forms
 * show them as they come (422 is left to the form by the error catalogue).
 */
const MESSAGES = {
  sign_in_required: {
    en: 'Please sign in to continue.',
    es: 'Inicia sesión para continuar.',
    lt: 'Prisijunkite, kad galėtumėte tęsti.',
    ro: 'Te rugăm să te autentifici pentru a continua.',
  },
  // A token that no longer counts: it expired, a password was changed or reset, or it signed out
  // elsewhere. The shop shows it on the way to the sign-in screen, so the customer knows why.
  session_ended: {
    en: 'You have been signed out. Please sign in again.',
    es: 'Se ha cerrado tu sesión. Inicia sesión de nuevo.',
    lt: 'Jūsų sesija baigėsi. Prisijunkite dar kartą.',
    ro: 'Sesiunea ta s-a încheiat. Te rugăm să te autentifici din nou.',
  },
  // Spec §5, worded as the account's forms word it.
  name_required: {
    en: 'Please enter your full name.',
    es: 'Introduce tu nombre completo.',
    lt: 'Įveskite vardą ir pavardę.',
    ro: 'Te rugăm să introduci numele complet.',
  },
  phone_invalid: PHONE_RULE_TEXT,
  // A save from a form loaded before another tab or window saved: nothing written over it.
  profile_changed: {
    en: 'Your details were changed in another tab or window. Here they are as saved now; make your change again.',
    es: 'Tus datos se han cambiado en otra pestaña o ventana. Aquí están tal como se guardaron; vuelve a hacer tu cambio.',
    lt: 'Jūsų duomenys buvo pakeisti kitame skirtuke ar lange. Čia jie rodomi tokie, kokie išsaugoti dabar; pakeiskite juos dar kartą.',
    ro: 'Datele tale au fost modificate în altă filă sau fereastră. Iată-le așa cum sunt salvate acum; fă din nou modificarea.',
  },
  login_failed: {
    en: 'The e-mail address or the password is not correct.',
    es: 'El correo electrónico o la contraseña no son correctos.',
    lt: 'Neteisingas el. pašto adresas arba slaptažodis.',
    ro: 'Adresa de e-mail sau parola nu este corectă.',
  },
  // The way in meanwhile is a new password (password-guesses: a stranger's guesses may have locked
  // every caller the shop does not know), so the refusal names it.
  login_wait: {
    en: 'Too many attempts to sign in with this e-mail address. Please try again in 15 minutes, or set a new password with “Forgot your password?”.',
    es: 'Demasiados intentos de iniciar sesión con este correo. Inténtalo de nuevo dentro de 15 minutos o crea una contraseña nueva con «¿Has olvidado tu contraseña?».',
    lt: 'Per daug bandymų prisijungti šiuo el. pašto adresu. Bandykite dar kartą po 15 min. arba susikurkite naują slaptažodį per „Pamiršote slaptažodį?“.',
    ro: 'Prea multe încercări de autentificare cu această adresă de e-mail. Te rugăm să încerci din nou peste 15 minute sau să îți setezi o parolă nouă cu „Ai uitat parola?”.',
  },
  // The same lock as login_wait (password-guesses), met on the account page by a customer already
  // signed in: changing the e-mail address or the password, or deleting the account.
  account_password_wait: {
    en: 'Too many wrong passwords were tried for this account, so it is locked for password checks for a while. Please try again in 15 minutes.',
    es: 'Se han probado demasiadas contraseñas incorrectas para esta cuenta, así que está bloqueada para comprobar contraseñas durante un tiempo. Inténtalo de nuevo dentro de 15 minutos.',
    lt: 'Šiai paskyrai bandyta per daug neteisingų slaptažodžių, todėl slaptažodžio tikrinimas joje kuriam laikui užrakintas. Bandykite dar kartą po 15 min.',
    ro: 'Au fost încercate prea multe parole greșite pentru acest cont, așa că verificarea parolei este blocată pentru o vreme. Te rugăm să încerci din nou peste 15 minute.',
  },
  registration_link_invalid: {
    en: 'This link has expired or has already been used. Please register again.',
    es: 'Este enlace ha caducado o ya se ha usado. Regístrate de nuevo.',
    lt: 'Ši nuoroda nebegalioja arba jau panaudota. Užsiregistruokite dar kartą.',
    ro: 'Acest link a expirat sau a fost deja folosit. Te rugăm să te înregistrezi din nou.',
  },
  registration_email_taken: {
    en: 'This e-mail address already has an account. Sign in, or set a new password if you forgot it.',
    es: 'Este correo ya tiene una cuenta. Inicia sesión o crea una nueva contraseña si la has olvidado.',
    lt: 'Šiuo el. pašto adresu paskyra jau sukurta. Prisijunkite arba, jei pamiršote slaptažodį, nustatykite naują.',
    ro: 'Există deja un cont cu această adresă de e-mail. Autentifică-te sau setează o parolă nouă dacă ai uitat-o.',
  },
  referral_invalid: {
    en: 'This referral code is not valid.',
    es: 'Este código de recomendación no es válido.',
    lt: 'Šis rekomendacijos kodas negalioja.',
    ro: 'Acest cod de recomandare nu este valid.',
  },
  reset_link_invalid: {
    en: 'This link has expired or has already been used. Ask for a new one.',
    es: 'Este enlace ha caducado o ya se ha usado. Pide uno nuevo.',
    lt: 'Ši nuoroda nebegalioja arba jau panaudota. Paprašykite naujos.',
    ro: 'Acest link a expirat sau a fost deja folosit. Cere unul nou.',
  },
  phone_code_expired: {
    en: 'This code has expired. Ask for a new one.',
    es: 'Este código ha caducado. Pide uno nuevo.',
    lt: 'Šis kodas nebegalioja. Paprašykite naujo.',
    ro: 'Acest cod a expirat. Cere unul nou.',
  },
  phone_code_none: {
    en: 'No code has been sent to this phone number. Ask for one.',
    es: 'No se ha enviado ningún código a este número de teléfono. Pide uno.',
    lt: 'Į šį telefono numerį kodas nebuvo išsiųstas. Paprašykite jo.',
    ro: 'Nu a fost trimis niciun cod la acest număr de telefon. Cere unul.',
  },
  phone_code_used_up: {
    en: 'A wrong code was entered too many times, so this code can no longer be used. Ask for a new one.',
    es: 'Se ha introducido un código incorrecto demasiadas veces y este código ya no se puede usar. Pide uno nuevo.',
    lt: 'Per daug kartų įvestas neteisingas kodas, todėl šio kodo nebegalima naudoti. Paprašykite naujo.',
    ro: 'A fost introdus de prea multe ori un cod greșit, așa că acest cod nu mai poate fi folosit. Cere unul nou.',
  },
  phone_code_wrong: {
    en: 'This code is not correct. Check the SMS and try again.',
    es: 'Este código no es correcto. Revisa el SMS e inténtalo de nuevo.',
    lt: 'Kodas neteisingas. Patikrinkite SMS ir bandykite dar kartą.',
    ro: 'Acest cod nu este corect. Verifică SMS-ul și încearcă din nou.',
  },
  phone_code_spent: {
    en: 'This code is not correct and can no longer be used. Ask for a new one.',
    es: 'Este código no es correcto y ya no se puede usar. Pide uno nuevo.',
    lt: 'Kodas neteisingas ir nebegali būti naudojamas. Paprašykite naujo.',
    ro: 'Acest cod nu este corect și nu mai poate fi folosit. Cere unul nou.',
  },
  phone_wait: {
    en: 'Please wait {seconds} seconds before asking for a new code.',
    es: 'Espera {seconds} segundos antes de pedir un código nuevo.',
    lt: 'Palaukite {seconds} s, prieš prašydami naujo kodo.',
    ro: 'Te rugăm să aștepți {seconds} s înainte de a cere un cod nou.',
  },
  // Past the day's codes for the account or its number (phone-code-days): the restaurant can
  // validate the number by other means, or it waits until the brand's tomorrow.
  phone_codes_day_full: {
    en: 'We have sent as many SMS codes today as we can for this account or this phone number. Please try again tomorrow, or contact the restaurant at {contact}.',
    es: 'Hoy ya hemos enviado todos los códigos SMS que podemos para esta cuenta o este número de teléfono. Inténtalo de nuevo mañana o ponte en contacto con el restaurante en {contact}.',
    lt: 'Šiandien šiai paskyrai ar šiam telefono numeriui jau išsiuntėme tiek SMS kodų, kiek galime. Bandykite dar kartą rytoj arba susisiekite su restoranu: {contact}.',
    ro: 'Astăzi am trimis deja toate codurile SMS pe care le putem trimite pentru acest cont sau acest număr de telefon. Te rugăm să încerci din nou mâine sau să contactezi restaurantul la {contact}.',
  },
  // Past the day's tries for the account or its number (phone-code-days), however many codes came.
  phone_code_tries_day_full: {
    en: 'Too many codes were tried today for this account or this phone number. Please try again tomorrow, or contact the restaurant at {contact}.',
    es: 'Hoy se han probado demasiados códigos para esta cuenta o este número de teléfono. Inténtalo de nuevo mañana o ponte en contacto con el restaurante en {contact}.',
    lt: 'Šiandien šiai paskyrai ar šiam telefono numeriui išbandyta per daug kodų. Bandykite dar kartą rytoj arba susisiekite su restoranu: {contact}.',
    ro: 'Astăzi au fost încercate prea multe coduri pentru acest cont sau acest număr de telefon. Te rugăm să încerci din nou mâine sau să contactezi restaurantul la {contact}.',
  },
  phone_missing: {
    en: 'Add your phone number to your account details first.',
    es: 'Primero añade tu número de teléfono a los datos de tu cuenta.',
    lt: 'Pirmiausia įrašykite telefono numerį į paskyros duomenis.',
    ro: 'Adaugă mai întâi numărul de telefon în datele contului.',
  },
  phone_already_validated: {
    en: 'Your phone number is already validated.',
    es: 'Tu número de teléfono ya está validado.',
    lt: 'Jūsų telefono numeris jau patvirtintas.',
    ro: 'Numărul tău de telefon este deja validat.',
  },
  password_unchanged: {
    en: 'The new password is the same as the current one. Choose a different one.',
    es: 'La contraseña nueva es igual que la actual. Elige otra distinta.',
    lt: 'Naujas slaptažodis sutampa su dabartiniu. Pasirinkite kitą.',
    ro: 'Parola nouă este aceeași cu cea actuală. Alege alta.',
  },
  password_changed_subject: {
    en: 'Your {shop} password was changed',
    es: 'Se ha cambiado la contraseña de tu cuenta de {shop}',
    lt: 'Jūsų „{shop}“ paskyros slaptažodis pakeistas',
    ro: 'Parola contului tău de la {shop} a fost schimbată',
  },
  password_changed_body: {
    en: 'Hello {name},\n\nthe password of your {shop} account was just changed, and every other device was signed out.\n\nIf this was you, there is nothing to do. If it was not, set a new password at once: {forgot}\nand tell us at {contact}.',
    es: 'Hola, {name}:\n\nse acaba de cambiar la contraseña de tu cuenta de {shop} y se ha cerrado la sesión en los demás dispositivos.\n\nSi has sido tú, no tienes que hacer nada. Si no, crea una nueva contraseña ahora mismo: {forgot}\ny avísanos en {contact}.',
    lt: 'Sveiki, {name},\n\nką tik pakeistas jūsų „{shop}“ paskyros slaptažodis, o kituose įrenginiuose atsijungta.\n\nJei tai padarėte jūs, nieko daryti nereikia. Jei ne, nedelsdami nustatykite naują slaptažodį: {forgot}\nir praneškite mums: {contact}.',
    ro: 'Bună, {name},\n\nparola contului tău de la {shop} tocmai a fost schimbată, iar toate celelalte dispozitive au fost deconectate.\n\nDacă ai fost tu, nu trebuie să faci nimic. Dacă nu, setează imediat o parolă nouă: {forgot}\nși anunță-ne la {contact}.',
  },
  email_changed_subject: {
    en: 'Your {shop} account now uses another e-mail address',
    es: 'Tu cuenta de {shop} usa ahora otro correo electrónico',
    lt: 'Jūsų „{shop}“ paskyroje dabar naudojamas kitas el. pašto adresas',
    ro: 'Contul tău de la {shop} folosește acum altă adresă de e-mail',
  },
  email_changed_body: {
    en: 'Hello {name},\n\nyour {shop} account\'s e-mail address was changed from this one to {email}. E-mails about your account and orders now go there.\n\nIf this was you, there is nothing to do. If it was not, tell us at once at {contact}.',
    es: 'Hola, {name}:\n\nel correo de tu cuenta de {shop} ha cambiado de este a {email}. Los correos sobre tu cuenta y tus pedidos llegarán ahora allí.\n\nSi has sido tú, no tienes que hacer nada. Si no, avísanos cuanto antes en {contact}.',
    lt: 'Sveiki, {name},\n\njūsų „{shop}“ paskyros el. pašto adresas pakeistas iš šio į {email}. Laiškai apie paskyrą ir užsakymus dabar bus siunčiami ten.\n\nJei tai padarėte jūs, nieko daryti nereikia. Jei ne, nedelsdami praneškite mums: {contact}.',
    ro: 'Bună, {name},\n\nadresa de e-mail a contului tău de la {shop} a fost schimbată de pe aceasta pe {email}. E-mailurile despre contul și comenzile tale ajung de acum acolo.\n\nDacă ai fost tu, nu trebuie să faci nimic. Dacă nu, anunță-ne imediat la {contact}.',
  },
  old_password_wrong: {
    en: 'The old password is not correct.',
    es: 'La contraseña actual no es correcta.',
    lt: 'Senas slaptažodis neteisingas.',
    ro: 'Parola actuală nu este corectă.',
  },
  password_wrong: {
    en: 'The password is not correct.',
    es: 'La contraseña no es correcta.',
    lt: 'Slaptažodis neteisingas.',
    ro: 'Parola nu este corectă.',
  },
  // An account made with Google has no password: its deletion is confirmed from the link e-mailed to
  // its address (deletion-link), as its first password is. Typing the address proved nothing: the
  // account page shows it to any session.
  delete_by_link: {
    en: 'Your account was made with Google: to delete it, open the link we e-mail to your address. Ask for it under "Delete account".',
    es: 'Tu cuenta se creó con Google: para eliminarla, abre el enlace que enviamos a tu correo. Pídelo en «Eliminar la cuenta».',
    lt: 'Jūsų paskyra sukurta per „Google“: norėdami ją ištrinti, atidarykite nuorodą, kurią atsiunčiame jūsų el. pašto adresu. Jos paprašykite skiltyje „Ištrinti paskyrą“.',
    ro: 'Contul tău a fost creat cu Google: ca să-l ștergi, deschide linkul pe care ți-l trimitem pe e-mail. Cere-l la „Șterge contul”.',
  },
  delete_link_invalid: {
    en: 'This link has expired or is not for the account you are signed in to. Ask for a new one under "Delete account".',
    es: 'Este enlace ha caducado o no es de la cuenta con la que has iniciado sesión. Pide uno nuevo en «Eliminar la cuenta».',
    lt: 'Ši nuoroda nebegalioja arba skirta ne tai paskyrai, prie kurios esate prisijungę. Naujos paprašykite skiltyje „Ištrinti paskyrą“.',
    ro: 'Acest link a expirat sau nu este pentru contul în care ești autentificat. Cere unul nou la „Șterge contul”.',
  },
  // An account with a password confirms its deletion with it, as the dialog asks.
  delete_by_password: {
    en: 'Your account has a password: enter it to delete the account.',
    es: 'Tu cuenta tiene contraseña: introdúcela para eliminar la cuenta.',
    lt: 'Jūsų paskyra turi slaptažodį: norėdami ištrinti paskyrą, įveskite jį.',
    ro: 'Contul tău are o parolă: introdu-o pentru a șterge contul.',
  },
  account_deletion_subject: {
    en: 'Confirm deleting your {shop} account',
    es: 'Confirma la eliminación de tu cuenta de {shop}',
    lt: 'Patvirtinkite, kad norite ištrinti „{shop}“ paskyrą',
    ro: 'Confirmă ștergerea contului tău de la {shop}',
  },
  account_deletion_body: {
    en: 'Hello {name},\n\nopen this link to delete your {shop} account (it works for {minutes} minutes, signed in to this account):\n{link}\n\nNothing is deleted until you confirm on that page.\nIf you did not ask for it, ignore this e-mail: your account stays. Someone may be signed in to it, though: tell us at {contact}.',
    es: 'Hola, {name}:\n\nabre este enlace para eliminar tu cuenta de {shop} (funciona durante {minutes} minutos, con la sesión de esta cuenta iniciada):\n{link}\n\nNo se elimina nada hasta que lo confirmes en esa página.\nSi no lo has pedido tú, ignora este correo: tu cuenta se mantiene. Aun así, puede que alguien haya iniciado sesión en ella: avísanos en {contact}.',
    lt: 'Sveiki, {name},\n\natidarykite šią nuorodą, kad ištrintumėte „{shop}“ paskyrą (veikia {minutes} min., kai esate prisijungę prie šios paskyros):\n{link}\n\nNiekas nebus ištrinta, kol to nepatvirtinsite tame puslapyje.\nJei to neprašėte, nekreipkite dėmesio į šį laišką: paskyra liks. Vis dėlto kažkas gali būti prie jos prisijungęs: praneškite mums: {contact}.',
    ro: 'Bună, {name},\n\ndeschide acest link ca să ștergi contul tău de la {shop} (funcționează {minutes} min., cu sesiunea acestui cont deschisă):\n{link}\n\nNu se șterge nimic până nu confirmi pe acea pagină.\nDacă nu ai cerut asta, ignoră acest e-mail: contul rămâne. Totuși, s-ar putea ca altcineva să fie autentificat în el: anunță-ne la {contact}.',
  },
  // A new e-mail address is asked for with the password (PUT public/account): a session alone
  // (perhaps a copied token) must not send the account's links to another mailbox.
  email_change_password_required: {
    en: 'Enter your current password to change your e-mail address.',
    es: 'Introduce tu contraseña actual para cambiar tu correo electrónico.',
    lt: 'Norėdami pakeisti el. pašto adresą, įveskite dabartinį slaptažodį.',
    ro: 'Introdu parola actuală pentru a schimba adresa de e-mail.',
  },
  // An account made with Google has no password to give: it sets one first, from the link e-mailed
  // to its address (first_password_by_link), then changes the address with it.
  email_change_needs_password: {
    en: 'Your account was made with Google: to change its e-mail address, first set a password (under "Change password"), then save the new address with it.',
    es: 'Tu cuenta se creó con Google: para cambiar su correo electrónico, primero crea una contraseña (en «Cambiar la contraseña») y después guarda la nueva dirección con ella.',
    lt: 'Jūsų paskyra sukurta per „Google“: norėdami pakeisti jos el. pašto adresą, pirmiausia nustatykite slaptažodį (skiltyje „Keisti slaptažodį“), tada su juo išsaugokite naują adresą.',
    ro: 'Contul tău a fost creat cu Google: ca să-i schimbi adresa de e-mail, setează mai întâi o parolă (la „Schimbă parola”), apoi salvează noua adresă cu ea.',
  },
  // An account made with Google sets its first password only from the link e-mailed to its address:
  // a session alone (perhaps a copied token) must not give itself a lasting way in.
  first_password_by_link: {
    en: 'Your account was made with Google: set its first password from the link we e-mail to your address. Ask for it under "Change password".',
    es: 'Tu cuenta se creó con Google: crea su primera contraseña desde el enlace que enviamos a tu correo. Pídelo en «Cambiar la contraseña».',
    lt: 'Jūsų paskyra sukurta per „Google“: pirmąjį slaptažodį nustatykite per nuorodą, kurią atsiunčiame jūsų el. pašto adresu. Jos paprašykite skiltyje „Keisti slaptažodį“.',
    ro: 'Contul tău a fost creat cu Google: setează-i prima parolă din linkul pe care ți-l trimitem pe e-mail. Cere-l la „Schimbă parola”.',
  },
  // An order still current (as the account's order list says) needs its name, phone and address
  // until it is handed over: deleting the account would blank them under the staff.
  delete_order_current: {
    en: 'Your account cannot be deleted yet: you have an order in progress, and the restaurant still needs your details for it. Try again once it is among your past orders.',
    es: 'Aún no puedes eliminar tu cuenta: tienes un pedido en curso y el restaurante todavía necesita tus datos para él. Inténtalo de nuevo cuando esté entre tus pedidos anteriores.',
    lt: 'Paskyros dar negalima ištrinti: turite vykdomą užsakymą, ir restoranui jam dar reikia jūsų duomenų. Bandykite dar kartą, kai jis bus tarp ankstesnių užsakymų.',
    ro: 'Contul nu poate fi șters încă: ai o comandă în curs, iar restaurantul mai are nevoie de datele tale pentru ea. Încearcă din nou după ce apare printre comenzile anterioare.',
  },
  email_change_link_invalid: {
    en: 'This link has expired or has already been used. Change the e-mail address in your account again.',
    es: 'Este enlace ha caducado o ya se ha usado. Vuelve a cambiar el correo en tu cuenta.',
    lt: 'Ši nuoroda nebegalioja arba jau panaudota. Dar kartą pakeiskite el. pašto adresą paskyroje.',
    ro: 'Acest link a expirat sau a fost deja folosit. Schimbă din nou adresa de e-mail din cont.',
  },
  email_change_subject: {
    en: 'Confirm your new e-mail address for {shop}',
    es: 'Confirma tu nuevo correo electrónico para {shop}',
    lt: 'Patvirtinkite naują „{shop}“ paskyros el. pašto adresą',
    ro: 'Confirmă noua adresă de e-mail pentru {shop}',
  },
  email_change_body: {
    en: 'Hello {name},\n\nopen this link to make this your {shop} account\'s e-mail address (it works once, for {hours} hours):\n{link}\n\nIf you did not ask for it, ignore this e-mail: nothing changes.',
    es: 'Hola, {name}:\n\nabre este enlace para que este sea el correo de tu cuenta de {shop} (funciona una vez, durante {hours} horas):\n{link}\n\nSi no lo has pedido tú, ignora este correo: no cambiará nada.',
    lt: 'Sveiki, {name},\n\natidarykite šią nuorodą, kad šis adresas taptų jūsų „{shop}“ paskyros el. pašto adresu (veikia vieną kartą, {hours} val.):\n{link}\n\nJei to neprašėte, nekreipkite dėmesio: niekas nepasikeis.',
    ro: 'Bună, {name},\n\ndeschide acest link ca această adresă să devină adresa de e-mail a contului tău de la {shop} (funcționează o singură dată, timp de {hours} h):\n{link}\n\nDacă nu ai cerut asta, ignoră acest e-mail: nu se schimbă nimic.',
  },
  email_change_taken_subject: {
    en: 'Someone tried to use your e-mail address at {shop}',
    es: 'Alguien ha intentado usar tu correo electrónico en {shop}',
    lt: 'Kažkas bandė jūsų el. pašto adresą priskirti kitai „{shop}“ paskyrai',
    ro: 'Cineva a încercat să folosească adresa ta de e-mail la {shop}',
  },
  email_change_taken_body: {
    en: 'Hello {name},\n\nsomeone asked to make this e-mail address the address of another {shop} account, but it already belongs to yours, so nothing has changed.\nYou can sign in here as always: {login}\n\nThere is nothing you need to do.',
    es: 'Hola, {name}:\n\nalguien ha pedido que este correo sea el de otra cuenta de {shop}, pero ya pertenece a la tuya, así que no ha cambiado nada.\nPuedes iniciar sesión aquí como siempre: {login}\n\nNo tienes que hacer nada.',
    lt: 'Sveiki, {name},\n\nkažkas paprašė, kad šis el. pašto adresas taptų kitos „{shop}“ paskyros adresu, bet jis jau priklauso jūsų paskyrai, todėl niekas nepasikeitė.\nKaip visada galite prisijungti čia: {login}\n\nNieko daryti nereikia.',
    ro: 'Bună, {name},\n\ncineva a cerut ca această adresă de e-mail să devină adresa altui cont de la {shop}, dar ea aparține deja contului tău, așa că nu s-a schimbat nimic.\nTe poți autentifica aici, ca de obicei: {login}\n\nNu trebuie să faci nimic.',
  },
  email_taken: {
    en: 'This e-mail address cannot be used. Choose another one.',
    es: 'Este correo electrónico no se puede usar. Elige otro.',
    lt: 'Šio el. pašto adreso naudoti negalima. Pasirinkite kitą.',
    ro: 'Această adresă de e-mail nu poate fi folosită. Alege alta.',
  },
  address_not_found: {
    en: 'This saved address does not exist.',
    es: 'Esta dirección guardada no existe.',
    lt: 'Tokio išsaugoto adreso nėra.',
    ro: 'Această adresă salvată nu există.',
  },
  // Said in the address form (a 422 is shown as it comes); an edit of a saved one still saves.
  addresses_full: {
    en: 'Saved addresses are limited to {max} per account. Delete one you no longer use, then save this one again.',
    es: 'El máximo de direcciones guardadas por cuenta es {max}. Elimina una que ya no uses y vuelve a guardar esta.',
    lt: 'Išsaugotų adresų vienoje paskyroje gali būti ne daugiau kaip {max}. Ištrinkite nebenaudojamą adresą ir išsaugokite šį dar kartą.',
    ro: 'Numărul maxim de adrese salvate într-un cont este {max}. Șterge una pe care nu o mai folosești, apoi salvează din nou această adresă.',
  },
  google_unavailable: {
    en: 'Google sign-in is currently unavailable.',
    es: 'El inicio de sesión con Google no está disponible en este momento.',
    lt: 'Prisijungimas per „Google“ šiuo metu negalimas.',
    ro: 'Autentificarea cu Google nu este disponibilă momentan.',
  },
  google_refused: {
    en: 'Google could not confirm your account. Try again, or sign in with your e-mail address and password.',
    es: 'Google no ha podido confirmar tu cuenta. Inténtalo de nuevo o inicia sesión con tu correo y contraseña.',
    lt: '„Google“ nepavyko patvirtinti jūsų paskyros. Bandykite dar kartą arba prisijunkite el. paštu ir slaptažodžiu.',
    ro: 'Google nu a putut confirma contul tău. Încearcă din nou sau autentifică-te cu adresa de e-mail și parola.',
  },
  order_not_found: {
    en: 'This order does not exist in your account.',
    es: 'Este pedido no existe en tu cuenta.',
    lt: 'Šio užsakymo jūsų paskyroje nėra.',
    ro: 'Această comandă nu există în contul tău.',
  },
  card_saving_not_yours: {
    en: 'This order was not placed with your account: its card cannot be saved to it, and your saved cards cannot pay it.',
    es: 'Este pedido no se hizo con tu cuenta: su tarjeta no se puede guardar en ella y tus tarjetas guardadas no pueden pagarlo.',
    lt: 'Šis užsakymas pateiktas ne jūsų paskyra: jo kortelės negalima išsaugoti paskyroje, o išsaugotomis kortelėmis už jį sumokėti negalima.',
    ro: 'Această comandă nu a fost plasată din contul tău: cardul ei nu poate fi salvat în cont, iar cardurile tale salvate nu o pot plăti.',
  },
  card_saving_unavailable: {
    en: "Cards cannot be saved with this order's payment provider.",
    es: 'Con el proveedor de pago de este pedido no se pueden guardar tarjetas.',
    lt: 'Šio užsakymo mokėjimų teikėjas negali išsaugoti kortelių.',
    ro: 'Furnizorul de plăți al acestei comenzi nu poate salva carduri.',
  },
  card_other_provider: {
    en: 'This saved card cannot pay this order: it was saved with another payment provider.',
    es: 'Esta tarjeta guardada no puede pagar este pedido: se guardó con otro proveedor de pago.',
    lt: 'Šia išsaugota kortele už užsakymą sumokėti negalima: ji išsaugota kito mokėjimų teikėjo.',
    ro: 'Acest card salvat nu poate plăti această comandă: a fost salvat prin alt furnizor de plăți.',
  },
  payment_under_way: {
    en: "This order's payment is already under way or done.",
    es: 'El pago de este pedido ya está en curso o completado.',
    lt: 'Šio užsakymo mokėjimas jau vykdomas arba atliktas.',
    ro: 'Plata acestei comenzi este deja în curs sau finalizată.',
  },
  card_not_found: {
    en: 'This saved card does not exist.',
    es: 'Esta tarjeta guardada no existe.',
    lt: 'Tokios išsaugotos kortelės nėra.',
    ro: 'Acest card salvat nu există.',
  },
  sms_code: {
    en: 'Your {shop} verification code is {code}. It is valid for {minutes} minutes.',
    es: 'Tu código de verificación de {shop} es {code}. Es válido durante {minutes} minutos.',
    lt: 'Jūsų „{shop}“ patvirtinimo kodas: {code}. Galioja {minutes} min.',
    ro: 'Codul tău de verificare pentru {shop} este {code}. Este valabil {minutes} minute.',
  },
  registration_subject: {
    en: 'Finish creating your {shop} account',
    es: 'Termina de crear tu cuenta de {shop}',
    lt: 'Užbaikite kurti „{shop}“ paskyrą',
    ro: 'Termină crearea contului tău de la {shop}',
  },
  registration_body: {
    en: 'Hello {name},\n\nopen this link to finish creating your {shop} account (it works once, for {hours} hours):\n{link}\n\nIf you did not ask for it, ignore this e-mail.',
    es: 'Hola, {name}:\n\nabre este enlace para terminar de crear tu cuenta de {shop} (funciona una vez, durante {hours} horas):\n{link}\n\nSi no lo has pedido tú, ignora este correo.',
    lt: 'Sveiki, {name},\n\natidarykite šią nuorodą, kad užbaigtumėte kurti „{shop}“ paskyrą (veikia vieną kartą, {hours} val.):\n{link}\n\nJei to neprašėte, nekreipkite dėmesio į šį laišką.',
    ro: 'Bună, {name},\n\ndeschide acest link ca să termini crearea contului tău de la {shop} (funcționează o singură dată, timp de {hours} h):\n{link}\n\nDacă nu ai cerut asta, ignoră acest e-mail.',
  },
  account_exists_subject: {
    en: 'You already have an account at {shop}',
    es: 'Ya tienes una cuenta en {shop}',
    lt: 'Jūs jau turite „{shop}“ paskyrą',
    ro: 'Ai deja un cont la {shop}',
  },
  account_exists_body: {
    en: 'Hello {name},\n\nsomeone, perhaps you, tried to create an account at {shop} with this e-mail address, but it already has one.\nSign in here; if you forgot your password, you can set a new one there: {login}\n\nIf it was not you, ignore this e-mail: nothing has changed.',
    es: 'Hola, {name}:\n\nalguien, quizá tú, ha intentado crear una cuenta en {shop} con este correo, pero ya tiene una.\nInicia sesión aquí; si has olvidado la contraseña, allí puedes crear una nueva: {login}\n\nSi no has sido tú, ignora este correo: no ha cambiado nada.',
    lt: 'Sveiki, {name},\n\nkažkas, galbūt jūs, bandė sukurti „{shop}“ paskyrą šiuo el. pašto adresu, bet ji jau yra.\nPrisijunkite čia; jei pamiršote slaptažodį, ten galėsite nustatyti naują: {login}\n\nJei tai buvote ne jūs, nekreipkite dėmesio: niekas nepasikeitė.',
    ro: 'Bună, {name},\n\ncineva, poate chiar tu, a încercat să creeze un cont la {shop} cu această adresă de e-mail, dar există deja un cont cu ea.\nAutentifică-te aici; dacă ai uitat parola, poți seta acolo una nouă: {login}\n\nDacă nu ai fost tu, ignoră acest e-mail: nu s-a schimbat nimic.',
  },
  reset_subject: {
    en: 'Set a new password for your {shop} account',
    es: 'Crea una nueva contraseña para tu cuenta de {shop}',
    lt: 'Nustatykite naują „{shop}“ paskyros slaptažodį',
    ro: 'Setează o parolă nouă pentru contul tău de la {shop}',
  },
  reset_body: {
    en: 'Hello {name},\n\nopen this link to set a new password for your {shop} account (it works once, for {minutes} minutes):\n{link}\n\nIf you did not ask for it, ignore this e-mail.',
    es: 'Hola, {name}:\n\nabre este enlace para crear una nueva contraseña de tu cuenta de {shop} (funciona una vez, durante {minutes} minutos):\n{link}\n\nSi no lo has pedido tú, ignora este correo.',
    lt: 'Sveiki, {name},\n\natidarykite šią nuorodą, kad nustatytumėte naują „{shop}“ paskyros slaptažodį (veikia vieną kartą, {minutes} min.):\n{link}\n\nJei to neprašėte, nekreipkite dėmesio į šį laišką.',
    ro: 'Bună, {name},\n\ndeschide acest link ca să setezi o parolă nouă pentru contul tău de la {shop} (funcționează o singură dată, timp de {minutes} min.):\n{link}\n\nDacă nu ai cerut asta, ignoră acest e-mail.',
  },
} satisfies Record<string, Translated>;

export type AccountMessageKey = keyof typeof MESSAGES;

/** The sentence in the request's language (Content-Language), `{name}` placeholders filled. */
export function accountMessage(request: FastifyRequest, key: AccountMessageKey, params: Record<string, string | number> = {}): string {
  const language = contentLanguageOf(request);
  return translate(MESSAGES[key], language).replace(/\{(\w+)\}/g, (_whole, name: string) => String(params[name] ?? ''));
}

/** The account e-mails: each a `_subject` and a `_body` above. */
type AccountEmailKind = 'registration' | 'account_exists' | 'reset' | 'email_change' | 'email_change_taken' | 'password_changed' | 'email_changed' | 'account_deletion';

/**
 * An account e-mail in the request's language, naming in subject and body the shop it comes from:
 * one deployment is one brand, its name from website settings (spec §1), and a customer of several
 * shops must know which one wrote.
 */
export async function accountEmail(app: App, request: FastifyRequest, kind: AccountEmailKind, params: Record<string, string | number>): Promise<{ subject: string; body: string }> {
  const named = { ...params, shop: (await app.repositories.website.website()).name };
  return { subject: accountMessage(request, `${kind}_subject`, named), body: accountMessage(request, `${kind}_body`, named) };
}
