import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { $screenMetadata } from 'shared-contracts/stores/screen-metadata';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { $user, logIn, logOut } from 'shared-contracts/stores/user';
import { renderInShop } from '../../../test-support/render-in-shop';
import { AccountLayout } from './AccountLayout';

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => act(() => logIn({ id: 1, token: 'tok', name: 'Ana Pop', delivery_addresses: [] })));
afterEach(() => act(() => logOut()));
afterAll(() => act(() => startI18n('en')));

describe('AccountLayout', () => {
  it.each([
    [undefined, 'en', 'My account'],
    ['orders', 'en', 'Orders | My account'],
    ['benefits', 'en', 'Benefits | My account'],
    ['orders', 'lt', 'Užsakymai | Mano paskyra'],
  ] as const)('titles the %s screen in %s "%s", under the account heading', async (section, language, title) => {
    await renderInShop(<AccountLayout section={section}>{null}</AccountLayout>, { path: '/account', language });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title.split(' | ').at(-1)!);
    await waitFor(() => expect($screenMetadata.get()?.title).toBe(title));
  });

  it('logs out on this device and leaves for the homepage without waiting for a server that hangs', async () => {
    const sent: Request[] = [];
    let answer: (response: Response) => void = () => undefined;
    const network = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      sent.push(new Request(input, init));
      return new Promise((resolve) => (answer = resolve));
    });
    await renderInShop(<AccountLayout>{null}</AccountLayout>, { path: '/account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect($user.get().token).toBeNull();
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
    await waitFor(() => expect(sent.map((request) => [request.method, new URL(request.url).pathname, request.headers.get('Authorization')])).toEqual([['POST', '/public/auth/logout', 'Bearer tok']]));
    await act(async () => answer(new Response('{}', { headers: { 'content-type': 'application/json' } })));
    network.mockRestore();
  });
});
