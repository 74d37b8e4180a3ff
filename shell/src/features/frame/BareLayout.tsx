import { Outlet } from 'react-router-dom';

/** Campaign pages (survey, tracking landing, thank-you): no header, no footer. */
export function BareLayout() {
  return (
    <main className="bare-main">
      <Outlet />
    </main>
  );
}
