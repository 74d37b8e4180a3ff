import { PROFILE_STATUSES, PUBLIC_ACCESS, ROLE, ROUTES, signedInAs, STATUS, type AppRoute } from 'mf-shared';
import { pageOf } from 'mf-shared/kit/remote-page';
import { SOURCE_REQUEST_PATHS } from 'mf-shared/entities/source-request';
import { TEMPLATE_PATHS } from './features/email-templates/paths';
import { CONTACT_PATHS } from './features/guest-profile/paths';
import { DirectoryPending } from './features/directory/DirectoryPending';

const page = pageOf('mf-journalist', () => import('mf-shared/kit/theme'));
// Pages that show no antd until a dialog or drawer opens (those wrap themselves in the theme):
// their first load carries none of antd (issue 25's 300 KB budget).
const plainPage = pageOf('mf-journalist');
const journalist = (statuses: Parameters<typeof signedInAs>[1]) => signedInAs(ROLE.JOURNALIST, statuses);

const routes: AppRoute[] = [
  {
    path: ROUTES.DASHBOARD,
    title: 'Dashboard',
    access: journalist([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    menu: { label: 'Dashboard', order: 1 },
    load: plainPage(() => import('./features/dashboard/DashboardPage')),
  },
  {
    path: ROUTES.DASHBOARD_PANEL,
    title: 'Dashboard',
    access: journalist([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: plainPage(() => import('./features/dashboard/DashboardPanelPage')),
  },
  {
    path: ROUTES.ALL_CONTACTS,
    title: 'All contacts',
    access: journalist([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: plainPage(() => import('./features/contacts/AllContactsPage')),
  },
  {
    path: ROUTES.NEW_CONTACTS,
    title: 'New contact',
    access: journalist([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: plainPage(() => import('./features/contacts/NewContactRedirect')),
  },
  {
    path: ROUTES.NEW_CONTACT,
    title: 'New contact',
    access: journalist([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: plainPage(() => import('./features/contacts/NewContactPage')),
  },
  {
    path: ROUTES.NEW_CONTACT_MEDIA,
    title: 'New contact: image and video',
    access: journalist([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: plainPage(() => import('./features/contacts/ContactMediaPage')),
  },
  {
    path: ROUTES.UPLOAD_CONTACTS,
    title: 'Upload contacts',
    access: journalist([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: plainPage(() => import('./features/contact-import/UploadContactsPage')),
  },
  {
    path: ROUTES.DIRECTORY,
    title: 'Directory',
    access: journalist([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    menu: { label: 'Directory', order: 2 },
    load: plainPage(() => import('./features/directory/DirectoryPage')),
    pending: DirectoryPending,
  },
  {
    path: SOURCE_REQUEST_PATHS.LIST,
    title: 'Requests',
    access: journalist([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    // After the directory: the other way to find a source (issue 27).
    menu: { label: 'Requests', order: 2.5 },
    load: plainPage(() => import('./features/requests/RequestsPage')),
  },
  {
    path: SOURCE_REQUEST_PATHS.NEW,
    title: 'New request',
    access: journalist([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: plainPage(() => import('./features/requests/RequestFormPage')),
  },
  {
    path: SOURCE_REQUEST_PATHS.EDIT,
    title: 'Edit request',
    access: journalist([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: plainPage(() => import('./features/requests/RequestFormPage')),
  },
  {
    path: SOURCE_REQUEST_PATHS.PAGE,
    title: 'Request',
    access: journalist([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: plainPage(() => import('./features/requests/RequestPage')),
  },
  {
    path: ROUTES.INTERVIEWS,
    title: 'Interviews',
    access: journalist([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    menu: { label: 'Interviews', order: 3 },
    load: plainPage(() => import('./features/interviews/InterviewsRedirect')),
  },
  {
    path: `${ROUTES.INTERVIEWS}/journalist/:view`,
    title: 'Interviews',
    access: journalist([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: plainPage(() => import('./features/interviews/InterviewsPage')),
  },
  {
    path: ROUTES.JOURNALIST_QUESTIONS,
    title: 'Questions',
    access: journalist([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    menu: { label: 'Questions', order: 4, badge: 'unread-messages' },
    load: plainPage(() => import('./features/questions/QuestionsPage')),
  },
  {
    path: ROUTES.REG_AS_JOURNALIST,
    title: 'Register as a Journalist',
    access: PUBLIC_ACCESS,
    layout: 'public',
    load: page(() => import('./features/registration/RegisterJournalistPage')),
  },
  {
    path: TEMPLATE_PATHS.LIST,
    title: 'Email templates',
    access: journalist([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    menu: { label: 'Email templates', order: 5 },
    load: plainPage(() => import('./features/email-templates/TemplatesPage')),
  },
  {
    path: TEMPLATE_PATHS.NEW,
    title: 'New email template',
    access: journalist([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: plainPage(() => import('./features/email-templates/TemplateFormPage')),
  },
  {
    path: TEMPLATE_PATHS.EDIT,
    title: 'Edit email template',
    access: journalist([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: plainPage(() => import('./features/email-templates/TemplateFormPage')),
  },
  {
    path: CONTACT_PATHS.PAGE,
    title: 'Contact',
    access: journalist([STATUS.SIMPLE_USER]),
    layout: 'dashboard',
    load: plainPage(() => import('./features/guest-profile/GuestProfilePage')),
  },
  {
    path: `${ROUTES.JOURNALIST_PROFILE}/:tab?`,
    title: 'Profile',
    access: journalist(PROFILE_STATUSES),
    layout: 'dashboard',
    menu: { label: 'Profile', order: 6, to: ROUTES.JOURNALIST_PERSONAL_INFO },
    load: plainPage(() => import('./features/profile/JournalistProfilePage')),
  },
];

export default routes;
