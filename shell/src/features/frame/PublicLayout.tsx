import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';

/**
 * The visitors' frame. `footer={false}` while a page's route list is still loading: the footer's
 * reads (latest news, reviews) and its render would otherwise come before the page itself, and a
 * workspace page then replaces the whole frame anyway.
 */
export function PublicLayout({ footer = true }: { footer?: boolean }) {
  return (
    <>
      <Header />
      <main className="public-main">
        <Outlet />
      </main>
      {footer && <Footer />}
    </>
  );
}
