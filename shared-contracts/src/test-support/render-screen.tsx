import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/**
 * For the remotes' jest tests: mounts a screen the way the shell does, on its route with
 * react-router's params as props; any other path shows where navigation went (test id `location`).
 */
export function renderScreen(Screen: ComponentType<ScreenProps>, pattern: string, path: string) {
  function Routed() {
    return <Screen params={useParams()} />;
  }
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={<Routed />} />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );
}
