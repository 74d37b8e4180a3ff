/** Hand-written demo content: the FAQ, reviews and blog titles (the plans are reference data: db/reference/plans.ts). */
export const FAQ = [
  {
    audience: 'all' as const,
    question: 'What is PressPoint?',
    answer:
      'A directory of 2,800+ expert interview guests that journalists search, and a workspace where experts answer interview requests and questions.',
  },
  {
    audience: 'journalist' as const,
    question: 'Does it cost anything for journalists?',
    answer: 'No. Journalists, podcasters and event managers use PressPoint for free once their account is approved.',
  },
  {
    audience: 'journalist' as const,
    question: 'How long does approval take?',
    answer: 'The approval process usually takes up to 24 hours. We check that you work for a media organisation.',
  },
  {
    audience: 'journalist' as const,
    question: 'How do I request an interview?',
    answer:
      'Open a guest in the directory, choose Discuss now, pick an email template and a date, and send. The expert answers in their dashboard.',
  },
  {
    audience: 'journalist' as const,
    question: 'Can I ask a quick question instead of an interview?',
    answer: 'Yes. Send a question to any guest; answers arrive live in Questions.',
  },
  {
    audience: 'journalist' as const,
    question: 'What are email templates?',
    answer: 'Saved invitation texts. Mark one as default and it is used whenever you request an interview.',
  },
  {
    audience: 'expert' as const,
    question: 'Who can register as an expert?',
    answer:
      'Organisations and individuals with recognised expertise: doctors, academics, authors, analysts and business leaders.',
  },
  {
    audience: 'expert' as const,
    question: 'What does registration involve?',
    answer: 'Three steps: the account manager’s details, your first guest, and a plan.',
  },
  {
    audience: 'expert' as const,
    question: 'What plans are there?',
    answer: 'Visibility (S$240 a year), Proficiency (S$4,560) and Advocacy (S$14,400), before GST.',
  },
  {
    audience: 'expert' as const,
    question: 'Can several people manage one account?',
    answer: 'Yes. Add team members in your profile.',
  },
  {
    audience: 'expert' as const,
    question: 'What is a background briefing?',
    answer:
      'An event where your guests brief journalists off the record on a topic. Proficiency includes one briefing video; Advocacy four.',
  },
  {
    audience: 'all' as const,
    question: 'Is two-factor sign-in supported?',
    answer: 'Yes. Turn on an authenticator app in your profile’s security tab; you get one-time recovery codes too.',
  },
  {
    audience: 'all' as const,
    question: 'How do I delete my account?',
    answer: 'Ask for deletion in your profile. Until the date comes you can restore it.',
  },
  {
    audience: 'all' as const,
    question: 'How do I contact you?',
    answer: 'Use the contact form; we answer within one working day.',
  },
];

export const REVIEWS = [
  {
    author_name: 'Hannah Wong',
    author_title: 'Business editor',
    rating: 5,
    text: 'I found a credible economist and had a quote within the hour. It has become my first stop on deadline.',
  },
  {
    author_name: 'Dr. Arjun Mehta',
    author_title: 'Cardiologist',
    rating: 5,
    text: 'The Doctor package put me in front of health reporters I would never have reached on my own.',
  },
  {
    author_name: 'Leila Haddad',
    author_title: 'Podcast producer',
    rating: 4,
    text: 'Great range of guests, and the filters by language and region save me hours every week.',
  },
  {
    author_name: 'Tom Brennan',
    author_title: 'Author',
    rating: 5,
    text: 'Two radio interviews in the month of my book launch. Worth it.',
  },
  {
    author_name: 'Mei Lin Chua',
    author_title: 'TV producer',
    rating: 5,
    text: 'Experts answer fast and they know what a live segment needs.',
  },
  {
    author_name: 'Ravi Nair',
    author_title: 'Communications lead',
    rating: 4,
    text: 'Managing six spokespeople in one place, with the team, is exactly what we needed.',
  },
];

export const BLOG_TITLES = [
  'How to pitch an expert in three sentences',
  'What reporters want from a background briefing',
  'Becoming a media-ready expert: a checklist',
  'Five mistakes experts make in live interviews',
  'Why podcasts are the new op-ed',
  'Finding a second source on deadline',
  'How newsrooms verify expert credentials',
  'Writing a story idea journalists will open',
];
