import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n, startI18n } from 'shared-contracts/i18n/i18n';
import { $language } from 'shared-contracts/stores/language';
import { useLanguageChoice } from './language-choice';

function Select() {
  return (
    <select aria-label="Language" {...useLanguageChoice()}>
      <option value="en">English</option>
      <option value="lt">Lietuvių</option>
    </select>
  );
}

describe('a language choice whose texts fail to load (a lost connection)', () => {
  beforeEach(async () => {
    act(() => $language.set('en'));
    await act(() => startI18n('en'));
  });
  afterEach(() => jest.restoreAllMocks());

  it('is reported on the console instead of left as an unhandled rejection', async () => {
    const failure = new Error('Failed to fetch dynamically imported module');
    jest.spyOn(i18n, 'changeLanguage').mockRejectedValueOnce(failure);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<Select />);

    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'lt' } });

    await waitFor(() => expect(logged).toHaveBeenCalledWith('Could not switch the language to lt', failure));
    expect(i18n.language).toBe('en');
    // The shop stays in the language it was in, so choosing Lietuvių again tries again.
    expect($language.get()).toBe('en');
    jest.spyOn(i18n, 'changeLanguage');
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'lt' } });
    await waitFor(() => expect($language.get()).toBe('lt'));
    await waitFor(() => expect(i18n.language).toBe('lt'));
  });
});
