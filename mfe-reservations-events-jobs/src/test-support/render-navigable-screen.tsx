import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { RouterProvider, createMemoryRouter, useParams } from 'react-router-dom';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';

/**
 * A screen on its route as the shell mounts it (renderScreen), with `go` to another address on the
 * same route: the screen stays mounted with new params, as after Back or a link in a text.
 */
export function renderNavigableScreen(Screen: ComponentType<ScreenProps>, pattern: string, path: string) {
  function Routed() {
    return <Screen params={useParams()} />;
  }
  const router = createMemoryRouter([{ path: pattern, element: <Routed /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { go: (to: string) => act(() => router.navigate(to)) };
}
