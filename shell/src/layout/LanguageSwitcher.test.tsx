import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, startI18n } from 'shared-contracts/i18n/i18n';
import { $language } from 'shared-contracts/stores/language';
import { LanguageSwitcher } from './LanguageSwitcher';

/**
 * What a browser does on an arrow key in a closed select: the key press, and within it the change
 * of value. jsdom moves nothing on a key, so the change is sent as the browser would send it.
 */
function arrowTo(select: HTMLElement, language: string): void {
  fireEvent.keyDown(select, { key: 'ArrowDown' });
  fireEvent.change(select, { target: { value: language } });
}

/** The next task: the key press that moved the choice is over. */
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the language select (WCAG 3.2.2)', () => {
  beforeAll(() => startI18n('en'));
  beforeEach(async () => {
    act(() => $language.set('en'));
    await act(() => startI18n('en'));
  });
  // A switch loads the new language's texts: the test ends once the page shows them.
  afterEach(() => waitFor(() => expect(i18n.language).toBe($language.get())));

  async function renderSelect(): Promise<HTMLElement> {
    render(<LanguageSwitcher />);
    return screen.findByRole('combobox', { name: 'Language' });
  }

  it('browsed with the arrow keys, switches nothing until Enter, then switches once to the language reached', async () => {
    const select = await renderSelect();
    const switched: string[] = [];
    const stop = $language.listen((language) => switched.push(language));
    arrowTo(select, 'es');
    await nextTask();
    arrowTo(select, 'lt');
    await nextTask();
    expect($language.get()).toBe('en');
    expect(select).toHaveValue('lt');

    fireEvent.keyDown(select, { key: 'Enter' });
    expect($language.get()).toBe('lt');
    expect(switched).toEqual(['lt']);
    stop();
  });

  it('applies a browsed language when the keyboard leaves the select', async () => {
    const select = await renderSelect();
    arrowTo(select, 'ro');
    await nextTask();
    fireEvent.blur(select);
    expect($language.get()).toBe('ro');
  });

  it('applies a choice from the list at once', async () => {
    const select = await renderSelect();
    await userEvent.selectOptions(select, 'es');
    expect($language.get()).toBe('es');
  });
});
