import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { BrandBackdrop } from './BrandBackdrop';
import { PageNav } from './PageNav';

/** The main layout, inside the frame both layouts share (Layout). */
export function MainLayout() {
  return (
    <>
      <PageNav />
      <BrandBackdrop />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
