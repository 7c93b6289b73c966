import { act, render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { registerMarketRemotes } from '../remotes/register-remotes';
import { buildRouter } from '../routes/router';

// Each remote screen stands in as a heading naming where it is.
jest.mock('../remotes/load-exposed', () => ({
  loadExposed: jest.fn(async (remote: string, module: string) => ({ default: () => <h1>{`${remote} ${module}`}</h1> })),
}));

beforeAll(() => startI18n('en'));
// Restoring the scroll position on arrival (scroll-behaviour) is not what this is about.
beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('keeps the header and the top notices in place between the cart layout and the main layout', async () => {
  registerMarketRemotes({ cart_checkout: { entry: 'http://localhost:1/remoteEntry.js' }, account: { entry: 'http://localhost:2/remoteEntry.js' } });
  window.history.pushState({}, '', '/cart/checkout');
  const router = buildRouter();
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('heading', { name: 'cart_checkout ./CartPage' })).toBeInTheDocument();
  const header = document.querySelector('header');
  const topNotices = document.querySelector('.notifications--top');
  expect(topNotices).not.toBeNull();

  // As a 401 at the checkout does: a notice, then the sign-in screen in the main layout.
  await act(() => router.navigate('/auth/login', { replace: true }));
  expect(await screen.findByRole('heading', { name: 'account ./LoginPage' })).toBeInTheDocument();
  expect(document.querySelector('.notifications--top')).toBe(topNotices);
  expect(document.querySelector('header')).toBe(header);
  expect(screen.getByRole('main')).not.toHaveClass('layout__main--cart');
});
