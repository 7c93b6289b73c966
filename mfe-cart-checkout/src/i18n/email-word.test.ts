import { loadCartMessages } from './load-cart-messages';

/** Every text of a nested message tree. */
function texts(tree: object): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'object' && value !== null ? texts(value) : [String(value)]));
}

// Spanish says "correo electrónico" (the e-mail field's label, its error): an "e-mail" beside it
// reads as two things. Placeholders ({{email}}) are not words shown.
test('the Spanish cart and checkout texts call e-mail by one word', async () => {
  expect(texts(await loadCartMessages('es')).filter((text) => /e-?mail/i.test(text.replace(/\{\{[^}]*\}\}/g, '')))).toEqual([]);
});
