import { Link } from 'react-router-dom';
import './tab-links.css';

export interface TabLink {
  to: string;
  label: string;
}

/**
 * Sibling pages as a row of tabs. Each is a link (it goes to another address, so a link is what a
 * screen reader should announce), the current one marked `aria-current="page"`. antd's Tabs brings
 * its menu, overflow dropdown and motion (about 21 KB gzip) for what a few links do.
 */
export function TabLinks({ label, items, active }: { label: string; items: TabLink[]; active: string }) {
  return (
    <nav aria-label={label} className="pp-tab-links">
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="pp-tab-links__link" aria-current={item.to === active ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
