import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { LayoutTop } from './LayoutTop';
import { BrandBackdrop } from './BrandBackdrop';

export function MainLayout() {
  return (
    <div className="layout">
      <LayoutTop />
      <BrandBackdrop />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
