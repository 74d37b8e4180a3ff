import { Link } from 'react-router-dom';
import { ROUTES } from 'mf-shared';
import { usePageMeta } from 'mf-shared';
import '../../lib/content/content.css';

const NEEDS = [
  [
    'A clear area of expertise',
    'Reporters search by topic: name the two or three subjects you can speak to with authority.',
  ],
  ['A short, quotable bio', 'Two sentences a journalist can paste under your name.'],
  ['A recent photo and a video', 'A face and a voice make producers confident you will do well on air.'],
  ['Availability on deadline', 'Answer within hours, not days; say which regions and languages you cover.'],
  ['Something new to say', 'A data point, a case or a contrarian view: the reason a story needs you.'],
];

export default function MediaProfilePage() {
  usePageMeta(
    'Build your media profile',
    'Five things a media-ready expert needs, from the team that connects 500 reporters with experts.',
  );
  return (
    <div className="content-page" style={{ maxWidth: 860 }}>
      <h1>Build your media profile</h1>
      <p>Authors: the 500 reporters who use PressPoint each month look for five things in an expert.</p>
      <ol>
        {NEEDS.map(([title, text]) => (
          <li key={title} style={{ marginBottom: 12 }}>
            <strong>{title}.</strong> {text}
          </li>
        ))}
      </ol>
      <Link className="pp-button" to={ROUTES.REG_AS_EXPERT1}>
        Register as an Expert
      </Link>
    </div>
  );
}
