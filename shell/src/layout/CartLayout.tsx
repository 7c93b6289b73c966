import { Outlet } from 'react-router-dom';
import { LayoutTop } from './LayoutTop';

/** Spec §2 "cart layout": the checkout keeps the customer's attention, so no footer links. */
export function CartLayout() {
  return (
    <div className="layout layout--cart">
      <LayoutTop />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
