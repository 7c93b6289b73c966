import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n, startI18n } from 'shared-contracts/i18n/i18n';
import { addCommonMessages } from 'shared-contracts/i18n/common/add-common-messages';
import { $language } from 'shared-contracts/stores/language';
import { useLanguageChoice } from './language-choice';

function Select() {
  return (
    <select aria-label="Language" {...useLanguageChoice()}>
      <option value="en">English</option>
      <option value="lt">Lietuvių</option>
      <option value="es">Español</option>
    </select>
  );
}

describe('a language choice whose texts fail to load (a lost connection)', () => {
  beforeEach(async () => {
    act(() => $language.set('en'));
    await act(() => startI18n('en'));
  });
  afterEach(() => jest.restoreAllMocks());

  const failure = new Error('Failed to fetch dynamically imported module');
  /** The next common texts to go in (Lithuanian's) fail once; the console's errors, recorded. */
  function textsFailingOnce() {
    jest.spyOn(i18n, 'addResourceBundle').mockImplementationOnce(() => {
      throw failure;
    });
    return jest.spyOn(console, 'error').mockImplementation(() => {});
  }
  const choose = (language: string) => fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: language } });

  it('is reported on the console instead of left as an unhandled rejection', async () => {
    const logged = textsFailingOnce();
    render(<Select />);

    choose('lt');

    await waitFor(() => expect(logged).toHaveBeenCalledWith('Could not switch the language to lt', failure));
    // The shop is back in the language it was in, so choosing Lietuvių again tries again.
    await waitFor(() => expect([$language.get(), i18n.language]).toEqual(['en', 'en']));
    expect(document.cookie).not.toContain('language=lt');
    choose('lt');
    await waitFor(() => expect($language.get()).toBe('lt'));
    await waitFor(() => expect(i18n.language).toBe('lt'));
  });

  it('leaves a later choice when an earlier one fails after it', async () => {
    // Spanish's texts are in already, Lithuanian's not.
    await act(async () => {
      await startI18n('es');
      await addCommonMessages('es');
      await startI18n('en');
    });
    i18n.removeResourceBundle('lt', 'common');
    const logged = textsFailingOnce();
    render(<Select />);

    choose('lt');
    choose('es');

    await waitFor(() => expect(logged).toHaveBeenCalledWith('Could not switch the language to lt', failure));
    await waitFor(() => expect([$language.get(), i18n.language]).toEqual(['es', 'es']));
    expect(document.cookie).toContain('language=es-ES');
  });
});
