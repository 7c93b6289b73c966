import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { useFocusOnNavigation } from './focus-on-navigation';

/** A screen whose heading comes a moment after the route changed, as a remote's does after its data. */
function LateScreen({ title }: { title: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return shown ? <h1>{title}</h1> : <p>Loading</p>;
}

/**
 * What the homepage shows when it is come Back to: its list as before, its heading at once and the
 * list a moment later (read again), a list without the link left by, or an error (with a form's
 * empty alert region, mounted in advance, in every case).
 */
let homeShows: 'list' | 'late list' | 'other list' | 'error' = 'list';

function Home() {
  const [listed, setListed] = useState(homeShows !== 'late list');
  useEffect(() => {
    const timer = setTimeout(() => setListed(true), 50);
    return () => clearTimeout(timer);
  }, []);
  if (homeShows === 'error') return <p role="alert">Could not load</p>;
  return (
    <>
      <h1>Casa Aurora</h1>
      <div role="alert" />
      {listed && homeShows !== 'other list' && <Link to="/p/vegan-garden">Vegan garden</Link>}
    </>
  );
}

function Layout() {
  useFocusOnNavigation();
  return (
    <>
      <main id="main">
        <Link to="/menu/pizza">Pizza tab</Link>
        <Outlet />
      </main>
      <footer>
        <Link to="/reservations">Reservations</Link>
      </footer>
    </>
  );
}

function shop() {
  homeShows = 'list';
  const router = createMemoryRouter([
    {
      element: <Layout />,
      children: [
        {
          path: '/',
          element: <Home />,
        },
        { path: '/p/vegan-garden', element: <LateScreen title="Vegan garden" /> },
        { path: '/reservations', element: <LateScreen title="Reserve a table" /> },
        { path: '/menu/pizza', element: <h1>Pizza</h1> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

it('leaves the first screen of a visit alone', () => {
  shop();
  expect(document.activeElement).toBe(document.body);
});

it('moves the focus from a footer link to the next screen\'s heading once it is shown', async () => {
  shop();
  await userEvent.click(screen.getByRole('link', { name: 'Reservations' }));
  const heading = await screen.findByRole('heading', { level: 1, name: 'Reserve a table' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(heading).toHaveFocus();
  expect(heading).toHaveAttribute('tabindex', '-1');
});

it('keeps the focus on a control in the main content that is still there', async () => {
  shop();
  const tab = screen.getByRole('link', { name: 'Pizza tab' });
  await userEvent.click(tab);
  expect(await screen.findByRole('heading', { level: 1, name: 'Pizza' })).not.toHaveFocus();
  expect(tab).toHaveFocus();
});

it('puts the focus back on the link a screen was left by when the customer comes Back to it', async () => {
  const router = shop();
  await userEvent.click(screen.getByRole('link', { name: 'Vegan garden' }));
  await screen.findByRole('heading', { level: 1, name: 'Vegan garden' });
  await act(() => router.navigate(-1));
  // Where the restored scroll shows it, not the heading at the top: the next Tab goes on from there.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(screen.getByRole('link', { name: 'Vegan garden' })).toHaveFocus();

  // A screen reached anew (not by Back) starts at its heading, as before.
  await act(() => router.navigate('/reservations'));
  const heading = await screen.findByRole('heading', { level: 1, name: 'Reserve a table' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(heading).toHaveFocus();
});

describe('Back to a screen whose link left by is late or no longer there', () => {
  async function leaveAndComeBack(shows: typeof homeShows) {
    const router = shop();
    await userEvent.click(screen.getByRole('link', { name: 'Vegan garden' }));
    await screen.findByRole('heading', { level: 1, name: 'Vegan garden' });
    homeShows = shows;
    await act(() => router.navigate(-1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }

  it('waits for the link while the list is read again, though the heading came first', async () => {
    await leaveAndComeBack('late list');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByRole('link', { name: 'Vegan garden' })).toHaveFocus();
  });

  it('puts the focus on its heading once the link has not come for a while (the list changed)', async () => {
    await leaveAndComeBack('other list');
    expect(document.body).toHaveFocus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 3100)));
    expect(screen.getByRole('heading', { level: 1, name: 'Casa Aurora' })).toHaveFocus();
  });

  it('puts the focus on the main content when the screen shows an error instead', async () => {
    await leaveAndComeBack('error');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
