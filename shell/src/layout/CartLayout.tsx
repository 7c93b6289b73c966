import { Outlet } from 'react-router-dom';

/** Spec §2 "cart layout": the checkout keeps the customer's attention, so no footer links. */
export function CartLayout() {
  return (
    <main id="main" className="layout__main layout__main--cart" tabIndex={-1}>
      <Outlet />
    </main>
  );
}
