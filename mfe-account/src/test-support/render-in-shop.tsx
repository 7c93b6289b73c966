import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { startI18n } from 'shared-contracts/i18n/i18n';
import type { Language } from 'shared-contracts/types/language';

/** Shows where the router is, so tests can see that a link was followed (and what it carried). */
function CurrentPath() {
  const { pathname, search } = useLocation();
  return (
    <>
      <p data-testid="current-path">{pathname}</p>
      <p data-testid="current-search">{decodeURIComponent(search)}</p>
    </>
  );
}

/**
 * Renders a screen the way the shell mounts it: inside a router, with i18n started. Await it,
 * then wait for translated text (the namespace loads asynchronously, as in the browser).
 */
export async function renderInShop(ui: ReactElement, { path = '/', language = 'en' as Language } = {}) {
  await startI18n(language);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
}
