import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { useScrollBehaviour } from './scroll-behaviour';

/** The events screen: its past-events section comes with its data, after the route changed. */
function EventsScreen() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <section id="events-past">Past events</section> : <p>Loading</p>;
}

function Layout() {
  useScrollBehaviour();
  return <Outlet />;
}

const scrolledTo = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolledTo(this.id);
  };
  window.scrollTo = jest.fn();
});

it('scrolls to a section of a screen still loading once it is shown (spec §2 hash target)', async () => {
  const router = createMemoryRouter([{ element: <Layout />, children: [{ path: '/events', element: <EventsScreen /> }] }], {
    initialEntries: ['/events#events-past'],
  });
  render(<RouterProvider router={router} />);
  expect(scrolledTo).not.toHaveBeenCalled();
  await screen.findByText('Past events');
  await waitFor(() => expect(scrolledTo).toHaveBeenCalledWith('events-past'));
});

it('keeps the scroll positions for the tab when the page goes, so Back after a reload restores them', () => {
  const router = createMemoryRouter([{ element: <Layout />, children: [{ path: '/', element: <p>Home</p> }] }]);
  render(<RouterProvider router={router} />);
  Object.defineProperty(window, 'scrollY', { value: 3000, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  window.dispatchEvent(new Event('pagehide'));
  const saved = JSON.parse(sessionStorage.getItem('scroll-positions') ?? '[]') as [string, number][];
  // The first entry has no key of its own ("default"): its address tells it from another page's.
  expect(saved).toContainEqual([`${router.state.location.key}:/`, 3000]);
});

it('shows the top of a page gone back to that never grows tall enough for its kept position', async () => {
  const router = createMemoryRouter([{ element: <Layout />, children: [{ path: '/', element: <p>Home</p> }, { path: '/next', element: <p>Next</p> }] }]);
  render(<RouterProvider router={router} />);
  Object.defineProperty(window, 'scrollY', { value: 1200, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  await act(() => router.navigate('/next'));
  jest.mocked(window.scrollTo).mockClear();
  await act(() => router.navigate(-1));
  // The page is no taller than the window here (jsdom), as a checkout emptied by the order placed.
  await waitFor(() => expect(window.scrollTo).toHaveBeenCalled(), { timeout: 7000 });
  expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  expect(window.scrollTo).not.toHaveBeenCalledWith(0, 1200);
}, 10_000);

describe('Back to a page whose content comes late (its data on a slow network)', () => {
  let height = 0;
  beforeEach(() => {
    height = 0;
    Object.defineProperty(document.documentElement, 'scrollHeight', { get: () => height, configurable: true });
  });
  afterEach(() => {
    // The own property set above goes; the element's prototype answers again.
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  });

  async function backAfterScrollingTo(y: number) {
    const router = createMemoryRouter([{ element: <Layout />, children: [{ path: '/', element: <p>Home</p> }, { path: '/next', element: <p>Next</p> }] }]);
    render(<RouterProvider router={router} />);
    height = 5000;
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await act(() => router.navigate('/next'));
    height = 0;
    jest.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate(-1));
  }

  it('restores the position once the page is tall enough, seconds later', async () => {
    await backAfterScrollingTo(1200);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(window.scrollTo).not.toHaveBeenCalled();
    height = 5000;
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 1200));
  });

  it('stops waiting once the customer scrolls the page themselves', async () => {
    await backAfterScrollingTo(1200);
    window.dispatchEvent(new Event('wheel'));
    height = 5000;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
