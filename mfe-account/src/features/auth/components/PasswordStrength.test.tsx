import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShop } from '../../../test-support/render-in-shop';
import { PasswordStrength } from './PasswordStrength';

// The dictionaries are a download of their own: the first fetch fails (offline a moment), later ones work.
let mockDictionaryFetches = 0;
jest.mock('@zxcvbn-ts/language-en', () => {
  mockDictionaryFetches += 1;
  if (mockDictionaryFetches === 1) throw new Error('Failed to fetch dynamically imported module');
  return jest.requireActual('@zxcvbn-ts/language-en');
});

function PasswordWithMeter() {
  const [password, setPassword] = useState('');
  return (
    <>
      <input aria-label="Password" value={password} onChange={(event) => setPassword(event.target.value)} />
      <PasswordStrength password={password} userInputs={[]} />
    </>
  );
}

it('says nothing while its dictionaries fail to load, and rates the password once the next keystroke loads them', async () => {
  const user = userEvent.setup();
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  try {
    await renderInShop(<PasswordWithMeter />);
    const meter = await screen.findByRole('status');
    // Too short to rate: weak, with no dictionary needed.
    await user.type(screen.getByLabelText('Password'), 'abc1234');
    await waitFor(() => expect(meter).toHaveTextContent('Password strength: weak'));
    // Long enough to rate: the dictionaries are fetched, and that fails. The earlier "weak" must go.
    await user.type(screen.getByLabelText('Password'), '5');
    await waitFor(() => expect(meter).toBeEmptyDOMElement());
    // The next keystroke fetches them again.
    await user.type(screen.getByLabelText('Password'), '6');
    await waitFor(() => expect(meter).toHaveTextContent('Password strength: medium'));
    expect(mockDictionaryFetches).toBe(2);
    expect(unhandled).not.toHaveBeenCalled();
  } finally {
    process.off('unhandledRejection', unhandled);
  }
});
