import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { startI18n } from 'shared-contracts/i18n/i18n';
import type { Banner } from 'shared-contracts/types/settings';
import { Banners } from './Banners';

beforeAll(async () => {
  await startI18n('en');
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderBanners(banners: Banner[]) {
  return render(
    <MemoryRouter>
      <Banners banners={banners} assetsUrl="https://assets.test" />
      <Where />
    </MemoryRouter>,
  );
}

const banner = (id: number, title: string, link: string): Banner => ({ id, title, picture: 'b/offer.jpg', link });

it("opens a page of the shop in place, without reloading the shop", async () => {
  renderBanners([banner(1, 'Two pizzas for one', '/lunch/1')]);
  const link = await screen.findByRole('link', { name: 'Two pizzas for one' });
  expect(link).toHaveAttribute('href', '/lunch/1');
  await userEvent.click(link);
  expect(screen.getByTestId('where')).toHaveTextContent('/lunch/1');
});

// The last three are paths only in look: a browser opens "//partner.example/offer" for each.
it.each(['https://partner.example/offer', '//partner.example/offer', '/\\partner.example/offer', '/.//partner.example/offer', '/\t/partner.example/offer', '/%2e//partner.example/offer'])(
  'leaves another site (%s) to an ordinary link',
  async (address) => {
    // jsdom does not load another document: the click is only stopped from doing so here.
    const stop = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stop);
    try {
      renderBanners([banner(2, 'Our partner', address)]);
      const link = await screen.findByRole('link', { name: 'Our partner' });
      expect(link).toHaveAttribute('href', address);
      await userEvent.click(link);
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    } finally {
      document.removeEventListener('click', stop);
    }
  },
);
