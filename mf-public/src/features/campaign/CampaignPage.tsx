import { Link, useLocation } from 'react-router-dom';
import { ROUTES } from 'mf-shared';
import { usePageMeta } from 'mf-shared';
import '../../lib/content/content.css';

const PAGES: Record<string, { title: string; text: string; cta?: [string, string] }> = {
  '/survey-form': {
    title: 'Tell us how you work with experts',
    text: 'Three questions, two minutes. Your answers shape what we build next.',
    cta: ['Start the survey', ROUTES.CONTACT_US],
  },
  '/expert': {
    title: 'Get quoted by the journalists who cover your field',
    text: 'Join 2,800+ experts that 1,800+ journalists search every day.',
    cta: ['Register as an Expert', ROUTES.REG_AS_EXPERT1],
  },
  '/thank-you': {
    title: 'Thank you',
    text: 'We have your answer. We will be in touch soon.',
    cta: ['Back to main page', ROUTES.MAIN],
  },
};

/** Campaign pages (survey, tracking landing, thank-you): no header or footer. */
export default function CampaignPage() {
  const page = PAGES[useLocation().pathname] ?? PAGES['/thank-you'];
  usePageMeta(page.title, page.text);
  return (
    <div className="content-page" style={{ maxWidth: 720, textAlign: 'center', paddingTop: 96 }}>
      <p style={{ fontWeight: 600, fontSize: 22 }}>
        Press<span style={{ color: 'var(--color-primary)' }}>Point</span>
      </p>
      <h1>{page.title}</h1>
      <p>{page.text}</p>
      {page.cta && (
        <Link className="pp-button" to={page.cta[1]}>
          {page.cta[0]}
        </Link>
      )}
    </div>
  );
}
