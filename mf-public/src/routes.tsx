import { PUBLIC_ACCESS, ROUTES, STATUS, type AppRoute } from 'mf-shared';
import { pageOf } from 'mf-shared/kit/remote-page';
import { EVENTS_LIST_PAGE } from './lib/paths';

// Public pages carry no antd: they are the first thing a visitor loads, so they stay light.
const page = pageOf('mf-public');
const publicPage = (path: string, title: string, load: AppRoute['load']): AppRoute => ({
  path,
  title,
  access: PUBLIC_ACCESS,
  layout: 'public',
  load: page(load),
});

const routes: AppRoute[] = [
  publicPage(ROUTES.MAIN, 'Expert interview guests for journalists', () => import('./features/landing/LandingPage')),
  publicPage(
    `${ROUTES.PASSWORD_RECOVERY}/:token`,
    'Set a new password',
    () => import('./features/password-recovery/PasswordRecoveryPage'),
  ),
  publicPage(
    `${ROUTES.EMAIL_CONFIRM}/:token`,
    'Confirm your sign-in email',
    () => import('./features/email-confirm/EmailConfirmPage'),
  ),
  publicPage(ROUTES.LOGIN, 'Login', () => import('./features/social-login/LoginPage')),
  publicPage(ROUTES.GOOGLE_CALLBACK, 'Sign in with Google', () => import('./features/social-login/GoogleCallbackPage')),
  publicPage(
    ROUTES.LINKEDIN_CALLBACK,
    'Sign in with LinkedIn',
    () => import('./features/social-login/LinkedinCallbackPage'),
  ),
  {
    // Open to both roles, whatever the account's state (spec section 6), for diagnosing a connection.
    path: ROUTES.TEST,
    title: 'Connection test',
    access: {
      kind: 'signed-in',
      statuses: Object.values(STATUS).filter((status) => status !== STATUS.LOCKED_BY_ADMIN),
    },
    layout: 'public',
    load: page(() => import('./features/system-test/TestPage')),
  },
  publicPage(ROUTES.ALL_POSTS, 'Stories hub', () => import('./features/allposts/AllPostsPage')),
  publicPage('/news/:key', 'News', () => import('./features/news/NewsPage')),
  publicPage('/blogpost/:key', 'Blog post', () => import('./features/blog/BlogPostPage')),
  publicPage('/author/:name/:id', 'Expert', () => import('./features/author/AuthorPage')),
  publicPage(ROUTES.STORY_IDEAS, 'Story ideas', () => import('./features/events/StoryIdeasPage')),
  publicPage(`${ROUTES.STORY_IDEAS}/:id`, 'Story idea', () => import('./features/events/EventPage')),
  publicPage(EVENTS_LIST_PAGE, 'Events', () => import('./features/events/EventsPage')),
  publicPage('/event-detail/:id', 'Event', () => import('./features/events/EventPage')),
  publicPage('/news-diary/:id', 'Event', () => import('./features/events/EventPage')),
  publicPage(ROUTES.FAQ, 'FAQ', () => import('./features/faq/FaqPage')),
  publicPage(ROUTES.TERMS, 'Terms and conditions', () => import('./features/legal/LegalPage')),
  publicPage(ROUTES.PRIVACY, 'Privacy policy', () => import('./features/legal/LegalPage')),
  publicPage(ROUTES.CONTACT_US, 'Contact us', () => import('./features/contact/ContactPage')),
  publicPage('/doctor', 'Doctor Package', () => import('./features/packages/PackagePage')),
  publicPage('/author', 'Author Package', () => import('./features/packages/PackagePage')),
  publicPage(
    '/build-your-media-profile',
    'Build your media profile',
    () => import('./features/media-profile/MediaProfilePage'),
  ),
  ...['/survey-form', '/expert', '/thank-you'].map((path): AppRoute => ({
    path,
    title: 'PressPoint',
    access: PUBLIC_ACCESS,
    layout: 'bare',
    load: page(() => import('./features/campaign/CampaignPage')),
  })),
];

export default routes;
