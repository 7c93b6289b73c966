import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { LayoutTop } from './LayoutTop';
import { BrandBackdrop } from './BrandBackdrop';
import { PageNav } from './PageNav';

export function MainLayout() {
  return (
    <div className="layout">
      <LayoutTop />
      <PageNav />
      <BrandBackdrop />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
