import { Link } from 'react-router-dom';
import { ROUTES } from 'mf-shared';
import { useLatestNews } from 'mf-shared/entities/news';
import { useLatestReviews } from './api';

const SOCIAL_LINKS = [
  { href: 'https://www.linkedin.com/', label: 'LinkedIn' },
  { href: 'https://x.com/', label: 'X' },
  { href: 'https://www.facebook.com/', label: 'Facebook' },
  { href: 'https://www.youtube.com/', label: 'YouTube' },
];

export function Footer() {
  const news = useLatestNews().data?.slice(0, 4) ?? [];
  const reviews = useLatestReviews().data ?? [];
  return (
    <footer className="footer">
      {reviews.length > 0 && (
        <section className="footer__reviews" aria-label="Reviews">
          {reviews.map((r) => (
            <figure key={r.id}>
              <span aria-label={`${r.rating} out of 5`}>{'★'.repeat(r.rating)}</span>
              <blockquote>{r.text}</blockquote>
              <figcaption>
                {r.author_name}, {r.author_title}
              </figcaption>
            </figure>
          ))}
        </section>
      )}
      <div className="footer__inner">
        {news.length > 0 && (
          <nav aria-label="Latest news" className="footer__news">
            <p className="footer__heading">Latest news</p>
            {news.map((n) => (
              <Link key={n.id} to={`/news/${n.slug}`}>
                {n.title}
              </Link>
            ))}
          </nav>
        )}
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
          <Link to="/doctor">Doctor Package</Link>
          <Link to="/author">Author Package</Link>
          <Link to="/build-your-media-profile">Build your media profile</Link>
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
