import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { $cart } from 'shared-contracts/stores/cart';
import { $language, setLanguage } from 'shared-contracts/stores/language';
import { $screenMetadata } from 'shared-contracts/stores/screen-metadata';
import { $settings } from 'shared-contracts/stores/settings';
import { emptyCart } from 'shared-contracts/types/cart';
import { clearAvoidedAllergens } from '../features/allergen-filter/avoided-allergens';
import { aProduct, someSettings } from '../test-support/catalog-fixtures';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import SearchPage from './SearchPage';

const margherita = aProduct({ id: 1, name: 'Margherita', allergens: [1, 2] });
const salad = aProduct({ id: 2, name: 'Green salad', url: 'green-salad', allergens: [] });

let network: ReturnType<typeof fakeApi>;

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
});

beforeEach(() => {
  $settings.set(someSettings());
  $cart.set(emptyCart());
  $language.set('en');
  clearAvoidedAllergens();
  network = fakeApi(({ url }) => (url.searchParams.get('q') === 'nothing' ? { json: [] } : { json: [margherita, salad] }));
});

afterEach(() => network.restore());

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/search" element={<SearchPage params={{}} />} />
      </Routes>
    </MemoryRouter>,
  );
}

it('asks the API with the words and the language, and lists what it found', async () => {
  $language.set('es');
  renderAt('/search?q=ciorba');
  expect(await screen.findByRole('heading', { level: 2, name: 'Results for “ciorba”: 2' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Green salad' })).toHaveAttribute('href', '/p/green-salad/2');
  const asked = network.requests[0]?.url;
  expect(asked?.pathname).toBe('/public/search');
  expect(asked?.searchParams.get('q')).toBe('ciorba');
  expect(asked?.searchParams.get('translate_language')).toBe('es');
});

it('says so when nothing matches', async () => {
  renderAt('/search?q=nothing');
  expect(await screen.findByText('No dish matches “nothing”. Try another word or check the spelling.')).toBeInTheDocument();
});

it('without words it asks for some and calls nothing', async () => {
  renderAt('/search?q=%20');
  expect(await screen.findByText('Type a dish, an ingredient or a word from a description.')).toBeInTheDocument();
  expect(network.requests).toHaveLength(0);
});

describe('a search of only punctuation', () => {
  afterEach(() => act(() => setLanguage('en')));

  it.each([
    ['en', 'Search results'],
    ['es', 'Resultados de búsqueda'],
    ['lt', 'Paieškos rezultatai'],
    ['ro', 'Rezultatele căutării'],
  ] as const)(
    'reads in %s as an empty search: same title and prompt, nothing asked',
    async (language, title) => {
      await act(() => setLanguage(language));
      const shown = async (path: string) => {
        const { unmount } = renderAt(path);
        await screen.findByRole('heading', { level: 1, name: title });
        const seen = { title: $screenMetadata.get()?.title, prompt: document.querySelector('.catalog-empty')?.textContent };
        unmount();
        return seen;
      };
      const empty = await shown('/search?q=');
      expect(empty.title).toBe(title);
      expect(empty.prompt).toBeTruthy();
      for (const punctuation of ['%25', '!!', '%E2%80%9E%E2%80%9C%3F']) expect(await shown(`/search?q=${punctuation}`)).toEqual(empty);
      expect(network.requests).toHaveLength(0);
    },
  );
});

it('a new search from the form opens its results', async () => {
  // The test DOM uses Node's FormData, which cannot read a <form>; React builds one on a submit
  // that starts a router transition. Only what React asks of it is needed here.
  const NodeFormData = globalThis.FormData;
  globalThis.FormData = class extends NodeFormData {
    constructor() {
      super();
    }
  };
  const user = userEvent.setup();
  renderAt('/search');
  await user.type(await screen.findByRole('searchbox', { name: 'Search dishes' }), 'salad');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Results for “salad”: 2' })).toBeInTheDocument();
  globalThis.FormData = NodeFormData;
});

it('a new search from the results keeps the keyboard in the box, and one status says what each found (WCAG 2.4.3, 4.1.3)', async () => {
  // As above: React asks the test DOM's FormData of a <form> on a submit that starts a router transition.
  const NodeFormData = globalThis.FormData;
  globalThis.FormData = class extends NodeFormData {
    constructor() {
      super();
    }
  };
  try {
    const user = userEvent.setup();
    renderAt('/search?q=ciorba');
    // In the page before the next search, so that what it says then is read.
    const said = await screen.findByText('Results for “ciorba”: 2', { selector: '[role="status"]' });
    const box = screen.getByRole('searchbox', { name: 'Search dishes' });
    await user.clear(box);
    await user.type(box, 'nothing{Enter}');
    await waitFor(() => expect(said).toHaveTextContent('No dish matches “nothing”. Try another word or check the spelling.'));
    expect(document.activeElement).toBe(box);
    expect(box).toHaveValue('nothing');
    await user.clear(box);
    await user.type(box, 'salad{Enter}');
    await waitFor(() => expect(said).toHaveTextContent('Results for “salad”: 2'));
    expect(screen.getByRole('heading', { level: 2, name: 'Results for “salad”: 2' })).toBeInTheDocument();
    expect(document.activeElement).toBe(box);
  } finally {
    globalThis.FormData = NodeFormData;
  }
});

it('the box shows the words of the search on show when the address changes (Back)', async () => {
  function Back() {
    const navigate = useNavigate();
    return <button onClick={() => void navigate(-1)}>Back</button>;
  }
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/search?q=ciorba', '/search?q=salad']} initialIndex={1}>
      <Routes>
        <Route path="/search" element={<SearchPage params={{}} />} />
      </Routes>
      <Back />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { level: 2, name: 'Results for “salad”: 2' });
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Results for “ciorba”: 2' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search dishes' })).toHaveValue('ciorba');
});

it('a change of language keeps the results until the new names replace the old', async () => {
  network.restore();
  network = fakeApi(({ url }) => ({ json: url.searchParams.get('translate_language') === 'es' ? [{ ...salad, name: 'Ensalada verde' }] : [margherita, salad] }));
  const { container } = renderAt('/search?q=salad');
  const results = await screen.findByRole('heading', { level: 2, name: 'Results for “salad”: 2' });
  act(() => $language.set('es'));
  // While the Spanish names load: no placeholder, the same results.
  expect(container.querySelector('.catalog-skeleton')).toBeNull();
  expect(results).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Ensalada verde' })).toBeInTheDocument();
});

it('the allergen filter hides dishes containing an avoided allergen, and says how many', async () => {
  const user = userEvent.setup();
  renderAt('/search?q=ciorba');
  await screen.findByRole('link', { name: 'Margherita' });
  await user.click(screen.getByText('Avoid allergens'));
  await user.click(screen.getByRole('checkbox', { name: 'Gluten' }));
  expect(screen.queryByRole('link', { name: 'Margherita' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Green salad' })).toBeInTheDocument();
  // Shown above the results, and said by the filter's live region.
  expect(screen.getAllByText('Hidden because they contain an allergen you avoid: 1')).toHaveLength(2);
  expect(screen.getByText('Hidden because they contain an allergen you avoid: 1', { selector: '[role="status"]' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show everything again' }));
  expect(screen.getByRole('link', { name: 'Margherita' })).toBeInTheDocument();
});
