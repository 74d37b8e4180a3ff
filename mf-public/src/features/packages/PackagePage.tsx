import { Link, useLocation } from 'react-router-dom';
import { ROUTES } from 'mf-shared';
import { usePageMeta } from 'mf-shared';
import '../../lib/content/content.css';

const CONTACT = { email: 'packages@presspoint.local', singapore: '+65 6000 0000', malaysia: '+60 3 0000 0000' };

/** The tiers and annual fees of spec section 9 (before GST). */
function tiers(kind: 'doctor' | 'author') {
  return [
    {
      name: 'Visibility',
      price: 'S$240',
      items: [
        'Profile in the expert directory',
        'Interview requests and questions from journalists',
        `${kind === 'doctor' ? 'Doctor' : 'Author'} page with your news`,
      ],
    },
    { name: 'Proficiency', price: 'S$4,560', items: ['Everything in Visibility', 'One background-briefing video'] },
    {
      name: 'Advocacy',
      price: 'S$14,400',
      items: [
        'Everything in Proficiency',
        'Four background-briefing videos',
        kind === 'doctor' ? 'A show reel four times a year' : 'Recordings of speaking engagements four times a year',
        'S$500 credit for a publisher network promotion',
        ...(kind === 'author' ? ['S$500 credit for a book launch event'] : []),
      ],
    },
  ];
}

export default function PackagePage() {
  const kind = useLocation().pathname === '/author' ? 'author' : 'doctor';
  const title = kind === 'doctor' ? 'Doctor Package' : 'Author Package';
  usePageMeta(
    title,
    `${title}: be found and quoted by journalists. Visibility S$240, Proficiency S$4,560, Advocacy S$14,400 a year.`,
  );
  return (
    <div className="content-page">
      <h1>{title}</h1>
      <p>
        Annual fees, before GST. Apply with an audition video of up to 60 seconds. Questions:{' '}
        <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>, Singapore {CONTACT.singapore}, Malaysia{' '}
        {CONTACT.malaysia}.
      </p>
      <div className="blog-grid">
        {tiers(kind).map((t) => (
          <section key={t.name} className="story-card">
            <h2>{t.name}</h2>
            <p style={{ fontSize: 28, fontWeight: 600, color: 'var(--color-primary)', margin: '4px 0 12px' }}>
              {t.price}
            </p>
            <ul>
              {t.items.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
            <Link className="pp-button" to={`${ROUTES.REG_AS_EXPERT1}?package=${kind}`}>
              Register as an Expert
            </Link>
          </section>
        ))}
      </div>
    </div>
  );
}
