import { Link } from 'react-router-dom';
import { ROUTES } from 'mf-shared';

const SOCIAL_LINKS = [
  { href: 'https://www.linkedin.com/', label: 'LinkedIn' },
  { href: 'https://x.com/', label: 'X' },
  { href: 'https://www.facebook.com/', label: 'Facebook' },
  { href: 'https://www.youtube.com/', label: 'YouTube' },
];

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div>
          <p className="footer__brand">
            Press<span>Point</span>
          </p>
          <p className="footer__claim">2,800+ experts and 1,800+ registered journalists.</p>
        </div>
        <nav aria-label="Footer" className="footer__links">
          <Link to={ROUTES.ALL_POSTS}>Stories hub</Link>
          <Link to={ROUTES.STORY_IDEAS}>Story ideas</Link>
          <Link to={ROUTES.FAQ}>FAQ</Link>
          <Link to={ROUTES.CONTACT_US}>Contact Us</Link>
          <Link to={ROUTES.TERMS}>Terms and conditions</Link>
          <Link to={ROUTES.PRIVACY}>Privacy policy</Link>
        </nav>
        <ul className="footer__social" aria-label="Social links">
          {SOCIAL_LINKS.map((s) => (
            <li key={s.label}>
              <a href={s.href} target="_blank" rel="noopener noreferrer">
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className="footer__copy">© {new Date().getFullYear()} PressPoint</p>
    </footer>
  );
}
