import { FIELD_PROBLEM_MESSAGES } from 'shared-contracts/forms/person-fields';
import { SUPPORTED_LANGUAGES, type Language } from 'shared-contracts/types/language';
import { loadCartMessages } from './load-cart-messages';

const errorsIn = async (language: Language) =>
  ((await loadCartMessages(language)) as unknown as { checkout: { errors: Record<string, string> } }).checkout.errors;

describe("the checkout's error sentences", () => {
  // As the account's, the forms' and the API's: a sentence, read out to its end.
  it.each(SUPPORTED_LANGUAGES)('end with a full stop (%s)', async (language) => {
    const unfinished = Object.entries(await errorsIn(language)).filter(([, sentence]) => !sentence.endsWith('.'));
    expect(unfinished).toEqual([]);
  });

  it('say the phone rule in the words every form uses', async () => {
    expect((await errorsIn('en')).phone_invalid).toBe(FIELD_PROBLEM_MESSAGES.phone);
  });
});
