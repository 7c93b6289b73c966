import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { SearchForm } from './SearchForm';

const NodeFormData = globalThis.FormData;

beforeAll(async () => {
  // As in SearchPage.test: the test DOM's FormData cannot read a <form>, which React asks of it on
  // a submit that starts a router transition. Only what React asks of it is needed here.
  globalThis.FormData = class extends NodeFormData {
    constructor() {
      super();
    }
  };
  await startI18n('en');
});

afterAll(() => {
  globalThis.FormData = NodeFormData;
});

function Address() {
  const { pathname, search } = useLocation();
  return <p>At {pathname + search}</p>;
}

it.each([[''], ['   ']])('a search for "%s" opens the search page, which says what to type', async (typed) => {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<SearchForm />} />
        <Route path="/search" element={<Address />} />
      </Routes>
    </MemoryRouter>,
  );
  const box = await screen.findByRole('searchbox', { name: 'Search dishes' });
  if (typed) await user.type(box, typed);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('At /search?q=')).toBeInTheDocument();
});
