import { act, render, screen } from '@testing-library/react';
import { setLanguage } from 'shared-contracts/stores/language';
import { loadNamespace } from 'shared-contracts/i18n/namespace';
import { loadShellMessages } from '../i18n/load-shell-messages';
import { $updateAvailable } from './deployments';
import { UpdatePrompt } from './UpdatePrompt';

beforeAll(async () => {
  await setLanguage('en');
  await loadNamespace('shell', loadShellMessages);
});
afterEach(() => $updateAvailable.set(false));

it('says a new version from a live region already in the page, not from one that arrives with it', () => {
  render(<UpdatePrompt />);
  // Before the update is found: the region is there, empty, so a screen reader hears what comes.
  const region = screen.getByRole('status');
  expect(region).toBeEmptyDOMElement();

  act(() => $updateAvailable.set(true));
  expect(region).toHaveTextContent('A new version of the shop is available.');
  // The notice in it has no role of its own: said once.
  expect(screen.getAllByRole('status')).toEqual([region]);
});
