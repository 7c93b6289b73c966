import { Outlet } from 'react-router-dom';
import { Header } from './Header';
import { SkipLink } from './SkipLink';

/** Spec §2 "cart layout": the checkout keeps the customer's attention, so no footer links. */
export function CartLayout() {
  return (
    <div className="layout layout--cart">
      <SkipLink />
      <Header />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
