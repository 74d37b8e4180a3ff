import { Link, useNavigate } from 'react-router-dom';
import { authStore, ROUTES, useAuth, type UserType } from 'mf-shared';
import './landing.css';

const FIGURES = [
  { value: '2,800+', label: 'experts ready to talk' },
  { value: '1,800+', label: 'registered journalists' },
  { value: '225+', label: 'publications' },
  { value: '400+', label: 'media organisations' },
];

const PITCH: Record<UserType, { title: string; lead: string; steps: string[]; cta: string; to: string }> = {
  journalist: {
    title: 'The right expert for your story, before your deadline',
    lead: 'Search a directory of vetted interview guests by topic, country and language, request an interview in two clicks and follow every answer on one dashboard.',
    steps: [
      'Search 2,800+ experts by expertise, region and language',
      'Request an interview or send your questions with a saved email template',
      'Track invitations, answers and planned interviews live',
    ],
    cta: 'Register as a Journalist',
    to: ROUTES.REG_AS_JOURNALIST,
  },
  expert: {
    title: 'Get quoted by the journalists who cover your field',
    lead: 'Offer yourself or your team as interview guests, publish story ideas, run background briefings and answer journalists’ questions the moment they arrive.',
    steps: [
      'Tell us about the account manager and add your first guest',
      'Choose a plan: Visibility, Proficiency or Advocacy',
      'Answer interview invitations and questions from 1,800+ journalists',
    ],
    cta: 'Register as an Expert',
    to: ROUTES.REG_AS_EXPERT1,
  },
};

export default function LandingPage() {
  const userType = useAuth((s) => s.userType);
  const navigate = useNavigate();
  const pitch = PITCH[userType];

  const register = () => {
    authStore.getState().setUserType(userType);
    navigate(pitch.to);
  };

  return (
    <div className="landing">
      <section className="landing__hero">
        <div className="landing__audience" role="group" aria-label="I am">
          {(['journalist', 'expert'] as const).map((type) => (
            <button
              key={type}
              type="button"
              aria-pressed={userType === type}
              onClick={() => authStore.getState().setUserType(type)}
            >
              {type === 'journalist' ? 'I’m a journalist' : 'I’m an expert'}
            </button>
          ))}
        </div>
        <h1>{pitch.title}</h1>
        <p className="landing__lead">{pitch.lead}</p>
        <div className="landing__ctas">
          <button type="button" className="pp-button" onClick={register}>
            {pitch.cta}
          </button>
          <Link className="pp-button pp-button--ghost" to={ROUTES.ALL_POSTS}>
            Read the stories hub
          </Link>
        </div>
      </section>

      <section className="landing__figures" aria-label="PressPoint in figures">
        {FIGURES.map((f) => (
          <div key={f.label} className="landing__figure">
            <strong>{f.value}</strong>
            <span>{f.label}</span>
          </div>
        ))}
      </section>

      <section className="landing__steps">
        <h2>How it works</h2>
        <ol>
          {pitch.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
