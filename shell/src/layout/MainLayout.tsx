import { Outlet } from 'react-router-dom';
import { Header } from './Header';
import { Footer } from './Footer';
import { SkipLink } from './SkipLink';
import { BrandBackdrop } from './BrandBackdrop';

export function MainLayout() {
  return (
    <div className="layout">
      <SkipLink />
      <Header />
      <BrandBackdrop />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
