import { act, render, screen } from '@testing-library/react';
import { $shopStatus } from 'shared-contracts/stores/shop-status';
import type { ShopStatus } from 'shared-contracts/types/shop-status';
import { ShopStatusNotice } from './ShopStatusNotice';

const open: ShopStatus = {
  delivery_now: true, pickup_now: true, delivery_later: true, pickup_later: true, has_delivery: true, has_pickup: true,
  someone_has_delivery: true, someone_has_pickup: true, message: '', only_later_hours: false, only_later_hours_pickup: false,
};
const closed: ShopStatus = { ...open, delivery_now: false, pickup_now: false, message: 'We are closed now. You can order for later.' };

afterEach(() => $shopStatus.set(null));

it("says the server's message while the shop is closed, and nothing once it opens", () => {
  $shopStatus.set(closed);
  const { container } = render(<ShopStatusNotice />);
  expect(screen.getByRole('status')).toHaveTextContent('We are closed now. You can order for later.');
  act(() => $shopStatus.set(open));
  expect(container).toBeEmptyDOMElement();
});

it('says nothing while the status is unknown', () => {
  const { container } = render(<ShopStatusNotice />);
  expect(container).toBeEmptyDOMElement();
});
