import { Outlet } from 'react-router-dom';
import { LayoutTop } from './LayoutTop';

/**
 * The frame of both layouts, with what every screen starts with (LayoutTop) mounted once for both:
 * moving between the main layout and the cart layout keeps the header and the top notices' live
 * region. A region put in the page already holding its text is not read out, so a notice given as
 * the checkout sends the customer elsewhere ("You have been signed out.") was silent.
 */
export function Layout() {
  return (
    <div className="layout">
      <LayoutTop />
      <Outlet />
    </div>
  );
}
