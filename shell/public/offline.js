// The offline screen in the customer's language (the language cookie of spec §1), without the app.
(function () {
  var texts = {
    es: { title: 'Sin conexión', text: 'La tienda necesita conexión para mostrar la carta y recibir tu pedido. Tu carrito se guarda en este dispositivo.', retry: 'Intentar de nuevo' },
    lt: { title: 'Nėra ryšio', text: 'Parduotuvei reikia ryšio, kad parodytų meniu ir priimtų užsakymą. Jūsų krepšelis išsaugotas šiame įrenginyje.', retry: 'Bandyti dar kartą' },
    ro: { title: 'Nu există conexiune', retry: 'Încearcă din nou' },
  };
  var match = /(?:^|; )language=([^;]*)/.exec(document.cookie);
  var cookie = match ? decodeURIComponent(match[1]) : '';
  var language = cookie.length === 5 ? cookie.slice(0, 2) : 'en';
  var chosen = texts[language];
  if (!chosen) return;
  document.documentElement.lang = language;
  document.querySelectorAll('[data-text]').forEach(function (element) {
    var text = chosen[element.getAttribute('data-text')];
    if (text) element.textContent = text;
  });
  if (chosen.title) document.title = chosen.title;
})();
