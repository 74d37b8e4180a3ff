/** Route paths named by the spec (section 2). One place, used by every app. */
export const ROUTES = {
  MAIN: '/',
  FAQ: '/faq',
  TERMS: '/terms-and-conditions',
  PRIVACY: '/privacy-policy',
  ALL_POSTS: '/allposts',
  STORY_IDEAS: '/story-ideas',
  CONTACT_US: '/contacts',
  LOGIN: '/login',
  GOOGLE_CALLBACK: '/login/callback/google',
  LINKEDIN_CALLBACK: '/login/callback/linkedin',
  PASSWORD_RECOVERY: '/password-recovery',
  /** The link mailed to a new sign-in address: `/email/confirm/{token}`. */
  EMAIL_CONFIRM: '/email/confirm',
  TEST: '/test',

  REG_AS_JOURNALIST: '/register/journalist',
  REG_AS_EXPERT1: '/register/expert/1',
  REG_AS_EXPERT2: '/register/expert/2',
  REG_AS_EXPERT3: '/register/expert/3',
  EXPERT_CHECKOUT: '/expert/checkout',
  EXPERT_PAYMENT_SUCCESS: '/expert/payment/sucess',
  EXPERT_PAYMENT_FAILED: '/expert/payment/failed',

  DASHBOARD: '/dashboard',
  DIRECTORY: '/directory',
  /** One dashboard panel in full: interviews, upcoming, questions, contacts, saved-searches, response-time. */
  DASHBOARD_PANEL: '/dashboard/:name',
  ALL_CONTACTS: '/directory/all-contacts',
  UPLOAD_CONTACTS: '/directory/upload-contacts',
  /** A private contact, step 1 (general information) and step 2 (image and video, once the draft exists). */
  NEW_CONTACTS: '/directory/new-contacts',
  NEW_CONTACT: '/directory/new-contacts/create',
  NEW_CONTACT_MEDIA: '/directory/new-contacts/upload/:id',
  /** A guest's profile as a journalist sees it, tab overview, general or media. */
  CONTACT: '/contact/:id/:tab?',
  EMAIL_TEMPLATES: '/email-templates/all',
  EMAIL_TEMPLATE_NEW: '/email-templates/new',
  EMAIL_TEMPLATE_EDIT: '/email-templates/edit/:id',
  JOURNALIST_PROFILE: '/profile/journalist',
  JOURNALIST_PERSONAL_INFO: '/profile/journalist/personal-info',
  JOURNALIST_INTERVIEWS: '/interviews/journalist/all',
  JOURNALIST_PLANNED_INTERVIEWS: '/interviews/journalist/planned',
  JOURNALIST_PROCESS_INTERVIEWS: '/interviews/journalist/process',
  /** The side menu's Interviews: leads to the journalist's all interviews. */
  INTERVIEWS: '/interviews',
  JOURNALIST_QUESTIONS: '/questions/journalist',

  GUESTS: '/guests',
  /** A new guest, step 1 (General Information, stores a draft) and step 2 (Guest image & Embed video, once it exists). */
  NEW_GUEST: '/guests/new-guest/create',
  NEW_GUEST_MEDIA: '/guests/new-guest/upload/:id',
  UPLOAD_GUESTS: '/guests/upload',
  /** One of the expert's guests, tab overview, general or media (view and edit). */
  GUEST: '/guests/:id/:tab?',
  CSV_DOWNLOAD: '/csv-download',
  EXPERT_PROFILE: '/profile/expert',
  EXPERT_PERSONAL_INFO: '/profile/expert/personal-info',
  EXPERT_PAYMENT: '/profile/expert/payment',
  CONTACTS_MANAGER: '/contacts-manager/expert',
  PUBLISH_NEWS: '/contacts-manager/expert/news',
  EVENTS_LIST: '/background-briefing/list',
  BACKGROUND_BRIEFING: '/background-briefing',
  /** An expert's news: create, and view & edit (a path with /contacts-manager/expert/news/edit edits). */
  NEWS_CREATE: '/contacts-manager/expert/news/create',
  NEWS_EDIT: '/contacts-manager/expert/news/edit/:id',
  /** The event form: a briefing, or a story idea with ?tab=posts; edit by /edit/{id} or /events/event/edit/{id}. */
  BRIEFING_CREATE: '/background-briefing/create',
  BRIEFING_EDIT: '/background-briefing/edit/:id',
  EVENT_EDIT: '/events/event/edit/:id',
  /** A briefing with its registrants and their questions. */
  BRIEFING_VIEW: '/background-briefing/edit-and-view/:id',
  EVENT_PAGE: '/event-detail/:id',
  EXPERT_PENDING_INTERVIEWS: '/interviews/expert/pending',
  EXPERT_PLANNED_INTERVIEWS: '/interviews/expert/planned',
  EXPERT_ARCHIVE_INTERVIEWS: '/interviews/expert/archive',
  /** The side menu's Interview invitations: leads to the expert's pending ones. */
  EXPERT_INTERVIEWS: '/interviews/expert',
  EXPERT_QUESTIONS: '/questions/expert',
  /** A team invitation's link (mailed by POST /team-members/invite): accept it, with a password or signed in. */
  TEAM_ACCEPT: '/team/accept/:token',
} as const;

/** The author page of an expert: /author/{name with hyphens}/{id} (spec section 2). */
export const authorPath = (name: string, id: number) => `/author/${name.trim().replace(/\s+/g, '-')}/${id}`;
