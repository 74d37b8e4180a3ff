import type { Faker } from '@faker-js/faker';

const ROLES = [
  'Chief Economist',
  'Professor',
  'Associate Professor',
  'Senior Lecturer',
  'Managing Director',
  'Head of Research',
  'Partner',
  'Principal Consultant',
  'Founder and CEO',
  'Director',
  'Senior Analyst',
  'Research Fellow',
  'Chief Technology Officer',
  'Head of Strategy',
  'Consultant Physician',
];

const CLAIMS = [
  'has advised governments and listed companies on {topic} for {years} years',
  'leads a team of {team} specialists in {topic} across {region}',
  'is a regular commentator on {topic} for regional and international media',
  'has published more than {papers} papers and two books on {topic}',
  'built and sold two companies before turning to {topic} research',
  'sits on the board of a {region} industry association for {topic}',
];

const ANGLES = [
  'Can explain complex {topic} questions in plain words, on deadline.',
  'Available for live TV, radio and podcast interviews, as well as background briefings.',
  'Happy to comment on breaking news, market moves and policy changes.',
  'Speaks to what {topic} means for households, investors and small businesses.',
  'Brings data and first-hand cases from {region} to every interview.',
];

function fill(template: string, faker: Faker, topic: string, region: string): string {
  return template
    .replace(/\{topic\}/g, topic.toLowerCase())
    .replace(/\{region\}/g, region)
    .replace('{years}', String(faker.number.int({ min: 8, max: 30 })))
    .replace('{team}', String(faker.number.int({ min: 5, max: 60 })))
    .replace('{papers}', String(faker.number.int({ min: 12, max: 90 })));
}

export function guestTitle(faker: Faker, topic: string): string {
  const role = faker.helpers.arrayElement(ROLES);
  return role.startsWith('Professor') || role.includes('Lecturer') ? `${role} of ${topic}` : role;
}

/** 100 to 510 characters, as the guest form requires. */
export function guestDescription(faker: Faker, name: string, topic: string, region: string): string {
  const sentences = [
    `${name} ${fill(faker.helpers.arrayElement(CLAIMS), faker, topic, region)}.`,
    fill(faker.helpers.arrayElement(ANGLES), faker, topic, region),
    fill(faker.helpers.arrayElement(ANGLES), faker, topic, region),
  ];
  let text = '';
  for (const s of [...new Set(sentences)]) if ((text + ' ' + s).trim().length <= 510) text = (text + ' ' + s).trim();
  while (text.length < 100) text += ' Based in ' + region + '.';
  return text.slice(0, 510);
}

export function headline(faker: Faker, topic: string): string {
  return faker.helpers.arrayElement([
    `What the next rate decision means for ${topic.toLowerCase()}`,
    `${topic}: five questions reporters should be asking this quarter`,
    `Why ${topic.toLowerCase()} is back on the boardroom agenda`,
    `The ${topic.toLowerCase()} story nobody is covering yet`,
    `How ${faker.location.country()} is rethinking ${topic.toLowerCase()}`,
    `${topic} after the election: an expert briefing`,
    `Small firms, big shifts: ${topic.toLowerCase()} in ${faker.date.month()}`,
    `Three myths about ${topic.toLowerCase()}, and what the data says`,
  ]);
}

export function articleHtml(faker: Faker, topic: string): string {
  const para = () =>
    `<p>${faker.helpers.arrayElement([
      `Demand for clear commentary on ${topic.toLowerCase()} has grown sharply this year.`,
      `Regulators, investors and households are all watching ${topic.toLowerCase()} closely.`,
      `Our experts have tracked the numbers behind ${topic.toLowerCase()} for over a decade.`,
    ])} ${faker.helpers.arrayElement([
      'The data points to a slower but steadier path than headlines suggest.',
      'Local firms are adapting faster than their global peers.',
      'The biggest risk is the one few people are talking about.',
      'Policy is finally catching up with practice.',
    ])} ${faker.helpers.arrayElement([
      'Reporters can request an interview or a background briefing below.',
      'The guests suggested on this page are available on short notice.',
      'We have summarised the key figures for newsrooms.',
    ])}</p>`;
  return `${para()}<h2>Key points</h2><ul><li>${faker.company.catchPhrase()}</li><li>${faker.company.catchPhrase()}</li><li>${faker.company.catchPhrase()}</li></ul>${para()}`;
}

/** One line under a guest's name (up to 140 characters), derived from the topic and region, no draws. */
export function guestHeadline(topic: string, region: string, i: number): string {
  const forms = [
    `${topic} explained for ${region} audiences`,
    `Speaks on ${topic.toLowerCase()} and what it means for ${region}`,
    `${topic}: data, trends and the people behind them`,
    `Commentary on ${topic.toLowerCase()} across ${region}`,
  ];
  return forms[i % forms.length].slice(0, 140);
}
