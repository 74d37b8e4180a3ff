import { lazy } from 'react';
import { PROFILE_STATUSES, PUBLIC_ACCESS, ROLE, ROUTES, signedInAs, STATUS, type AppRoute } from 'mf-shared';
import { pageOf } from 'mf-shared/kit/remote-page';
import { SOURCE_REQUEST_PATHS, useNewOpportunitiesCount } from 'mf-shared/entities/source-request';
import { GuestsPending } from './features/guests/GuestsPending';

const page = pageOf('mf-expert', () => import('mf-shared/kit/theme'));
// Pages that show no antd until a dialog or popup opens (those wrap themselves in the theme):
// their first load carries none of antd (issue 25's 300 KB budget).
const plainPage = pageOf('mf-expert');
const expert = (statuses: Parameters<typeof signedInAs>[1]) => signedInAs(ROLE.EXPERT, statuses);

const routes: AppRoute[] = [
  {
    path: ROUTES.EXPERT_QUESTIONS,
    title: 'Questions',
    access: expert([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    menu: { label: 'Questions', order: 1, badge: 'unread-messages' },
    load: page(() => import('./features/questions/QuestionsPage')),
  },
  {
    path: ROUTES.EXPERT_INTERVIEWS,
    title: 'Interview invitations',
    access: expert([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    menu: { label: 'Interview invitations', order: 2 },
    load: plainPage(() => import('./features/interviews/InterviewsRedirect')),
  },
  {
    path: `${ROUTES.EXPERT_INTERVIEWS}/:view`,
    title: 'Interview invitations',
    access: expert([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: plainPage(() => import('./features/interviews/InterviewsPage')),
  },
  {
    path: SOURCE_REQUEST_PATHS.OPPORTUNITIES,
    title: 'Opportunities',
    access: expert([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    // Issue 27: journalists' requests for sources; the badge counts new ones matching the account's guests.
    menu: { label: 'Opportunities', order: 2.5, badge: { useCount: useNewOpportunitiesCount, label: 'new' } },
    load: plainPage(() => import('./features/opportunities/OpportunitiesPage')),
  },
  {
    path: SOURCE_REQUEST_PATHS.MY_PITCHES,
    title: 'My pitches',
    access: expert([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: page(() => import('./features/opportunities/MyPitchesPage')),
  },
  {
    path: SOURCE_REQUEST_PATHS.OPPORTUNITY,
    title: 'Opportunity',
    access: expert([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: plainPage(() => import('./features/opportunities/OpportunityPage')),
  },
  {
    path: ROUTES.GUESTS,
    title: 'Guests',
    access: expert([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    menu: { label: 'Guests', order: 3 },
    load: plainPage(() => import('./features/guests/GuestsPage')),
    pending: GuestsPending,
  },
  {
    path: ROUTES.NEW_GUEST,
    title: 'Create new guest',
    access: expert([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: plainPage(() => import('./features/guests/NewGuestPage')),
  },
  {
    path: ROUTES.NEW_GUEST_MEDIA,
    title: 'Create new guest: image and video',
    access: expert([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: plainPage(() => import('./features/guests/GuestMediaStepPage')),
  },
  {
    path: ROUTES.UPLOAD_GUESTS,
    title: 'Upload guest with CSV',
    access: expert([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: plainPage(() => import('./features/guests/UploadGuestsPage')),
  },
  {
    path: ROUTES.GUEST,
    title: 'Guest',
    access: expert([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: plainPage(() => import('./features/guests/GuestPage')),
  },
  {
    path: ROUTES.CSV_DOWNLOAD,
    title: 'Download guests as CSV',
    access: expert([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: page(() => import('./features/guests/CsvDownloadPage')),
  },
  {
    path: ROUTES.REG_AS_EXPERT1,
    title: 'Register as an Expert',
    access: PUBLIC_ACCESS,
    layout: 'public',
    load: page(() => import('./features/registration/RegisterExpertStep1Page')),
  },
  {
    path: ROUTES.REG_AS_EXPERT2,
    title: 'Register as an Expert: add a guest',
    access: expert([STATUS.MUST_ADD_GUEST]),
    layout: 'public',
    load: plainPage(() => import('./features/registration/RegisterExpertStep2Page')),
  },
  {
    path: ROUTES.REG_AS_EXPERT3,
    title: 'Register as an Expert: choose a plan',
    access: expert([STATUS.MUST_PAY]),
    layout: 'public',
    // The plans are the payment feature's: composed here (features never import each other).
    load: plainPage(async () => {
      const [{ default: Step3 }, { PlanChooser }] = await Promise.all([
        import('./features/registration/RegisterExpertStep3Page'),
        import('./features/payment/PlanChooser'),
      ]);
      return { default: () => <Step3 plans={<PlanChooser />} /> };
    }),
  },
  {
    path: `${ROUTES.EXPERT_CHECKOUT}/:planId`,
    title: 'Checkout',
    // A new account pays here; an active one changes its plan.
    access: expert([STATUS.MUST_PAY, STATUS.PAYMENT_IN_PROCESS, STATUS.SIMPLE_USER]),
    layout: 'public',
    load: page(() => import('./features/payment/CheckoutPage')),
  },
  {
    path: ROUTES.EXPERT_PAYMENT_SUCCESS,
    title: 'Payment successful',
    access: expert(PROFILE_STATUSES),
    layout: 'public',
    load: page(async () => ({ default: (await import('./features/payment/PaymentResultPage')).PaymentSuccessPage })),
  },
  {
    path: ROUTES.EXPERT_PAYMENT_FAILED,
    title: 'Payment failed',
    access: expert(PROFILE_STATUSES),
    layout: 'public',
    load: page(async () => ({ default: (await import('./features/payment/PaymentResultPage')).PaymentFailedPage })),
  },
  {
    path: `${ROUTES.EXPERT_PROFILE}/:tab?`,
    title: 'Profile',
    access: expert(PROFILE_STATUSES),
    layout: 'dashboard',
    menu: { label: 'Profile', order: 4, to: ROUTES.EXPERT_PERSONAL_INFO },
    // Three features on one page, composed here: features never import each other. Each tab's
    // code (and antd with it) loads when the tab opens; the page opens on personal info, plain.
    load: plainPage(async () => {
      const { default: ExpertProfilePage } = await import('./features/profile/ExpertProfilePage');
      // Both tabs are plain (their confirmations and the plans load antd and its theme themselves).
      const TeamMembersTab = lazy(() => import('./features/team-members/TeamMembersTab'));
      const PaymentTab = lazy(async () => ({
        default: (await import('./features/payment/PaymentTab')).PaymentTab,
      }));
      return { default: () => <ExpertProfilePage teamMembers={<TeamMembersTab />} payment={<PaymentTab />} /> };
    }),
  },
  {
    path: ROUTES.CONTACTS_MANAGER,
    title: 'Publish news',
    access: expert([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    menu: { label: 'Publish news', order: 5 },
    load: plainPage(() => import('./features/publishing/PublishingHomePage')),
  },
  {
    path: ROUTES.PUBLISH_NEWS,
    title: 'Publish news',
    access: expert([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: plainPage(() => import('./features/publishing/NewsHomeRedirect')),
  },
  {
    path: ROUTES.NEWS_CREATE,
    title: 'Create news',
    access: expert([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: plainPage(() => import('./features/publishing/NewsFormPage')),
  },
  {
    path: ROUTES.NEWS_EDIT,
    title: 'View & Edit news',
    access: expert([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: plainPage(() => import('./features/publishing/NewsFormPage')),
  },
  {
    path: ROUTES.BACKGROUND_BRIEFING,
    title: 'Background Briefing',
    access: expert([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    menu: { label: 'Background Briefing', order: 6 },
    load: plainPage(() => import('./features/briefings/BriefingListPage')),
  },
  {
    path: ROUTES.EVENTS_LIST,
    title: 'Your briefings',
    access: expert([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: plainPage(() => import('./features/briefings/BriefingListPage')),
  },
  ...[ROUTES.BRIEFING_CREATE, ROUTES.BRIEFING_EDIT, ROUTES.EVENT_EDIT].map((path): AppRoute => ({
    path,
    title: 'Background Briefing',
    access: expert([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: plainPage(() => import('./features/briefings/EventFormPage')),
  })),
  {
    path: ROUTES.BRIEFING_VIEW,
    title: 'Briefing registrants',
    access: expert([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: plainPage(() => import('./features/briefings/BriefingViewPage')),
  },
  {
    path: ROUTES.TEAM_ACCEPT,
    title: 'Join a team',
    access: PUBLIC_ACCESS,
    layout: 'public',
    load: page(() => import('./features/team-members/AcceptInvitationPage')),
  },
];

export default routes;
