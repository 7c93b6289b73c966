import { act, screen } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { HTTPError } from 'ky';
import { METADATA_DEBOUNCE_MS } from '../theme/page-metadata';
import { showBootError } from './show-boot-error';

/** The start-up error screen as a customer with a language cookie meets it. */
async function failedStart(language: string, error: unknown): Promise<Root> {
  document.cookie = `language=${language}; Path=/`;
  document.body.innerHTML = '<div id="root"></div>';
  const root = createRoot(document.getElementById('root')!);
  await act(() => showBootError(root, error));
  await screen.findByRole('heading', { level: 1 });
  await act(() => new Promise((resolve) => setTimeout(resolve, METADATA_DEBOUNCE_MS * 2)));
  return root;
}

describe('the start-up error screen (spec §8)', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.cookie = 'language=; Max-Age=0; Path=/';
  });

  it('when nothing answered, asks the customer to check their connection, and keeps the reload', async () => {
    root = await failedStart('en-GB', new TypeError('Failed to fetch'));
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Please check your internet connection.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reload the shop' })).toHaveAttribute('href', '/');
  });

  it('is titled and marked in the language it is shown in', async () => {
    root = await failedStart('es-ES', new TypeError('Failed to fetch'));
    expect(screen.getByRole('heading', { level: 1, name: 'Algo ha salido mal' })).toBeInTheDocument();
    expect(screen.getByText('Por favor, comprueba tu conexión a internet.')).toBeInTheDocument();
    expect(document.title).toBe('Algo ha salido mal');
    expect(document.documentElement.lang).toBe('es');
  });

  it('after an error the API answered, says the page could not be shown', async () => {
    const request = new Request('http://api.test/public/website-settings');
    const error = new HTTPError(new Response('{}', { status: 500 }), request, {} as never);
    root = await failedStart('lt-LT', error);
    expect(screen.getByText('Nepavyko parodyti šio puslapio. Bandykite dar kartą po akimirkos.')).toBeInTheDocument();
    expect(screen.queryByText('Patikrinkite interneto ryšį.')).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('lt');
  });
});
