import { escapeHtml, fillPlaceholders, invitationDate, TEMPLATE_PLACEHOLDERS } from './placeholders';

it('lists the five placeholders with labels', () => {
  expect(TEMPLATE_PLACEHOLDERS.map((p) => p.token)).toEqual([
    '{guest_name}',
    '{guest_title}',
    '{journalist_name}',
    '{topic}',
    '{date}',
  ]);
  for (const p of TEMPLATE_PLACEHOLDERS) expect(p.label).not.toBe('');
});

it('fills every occurrence of each placeholder', () => {
  const html = '<p>Hello <strong>{guest_name}</strong> ({guest_title}),</p><p>{topic} on {date}? {guest_name}</p>';
  expect(
    fillPlaceholders(html, {
      guest_name: 'Ann Lee',
      guest_title: 'Economist',
      topic: 'Rates',
      date: '2027/01/15 10:30 AM',
    }),
  ).toBe('<p>Hello <strong>Ann Lee</strong> (Economist),</p><p>Rates on 2027/01/15 10:30 AM? Ann Lee</p>');
});

it('escapes the values, so a value cannot add markup', () => {
  const filled = fillPlaceholders('<p>{guest_name}</p><a href="{topic}">x</a>', {
    guest_name: '<img src=x onerror=alert(1)>',
    topic: '" onmouseover="alert(1)',
  });
  expect(filled).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p><a href="&quot; onmouseover=&quot;alert(1)">x</a>');
  expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
});

it('leaves placeholders without a value and unknown braces as they are', () => {
  expect(fillPlaceholders('{guest_name} {topic} {unknown} {Guest_name}', { guest_name: 'Ann', topic: null })).toBe(
    'Ann {topic} {unknown} {Guest_name}',
  );
  expect(fillPlaceholders('{date}', { date: '' })).toBe('');
});

it('does not fill a value that itself looks like a placeholder twice', () => {
  expect(fillPlaceholders('{guest_name} {topic}', { guest_name: '{topic}', topic: 'Rates' })).toBe('{topic} Rates');
});

describe('invitationDate', () => {
  const at = new Date('2031-01-15T14:05:00Z');
  it('writes the spec’s date and time in the journalist’s time zone, which it names', () => {
    expect(invitationDate(at, 'Asia/Singapore')).toBe('2031/01/15 10:05 PM GMT+8');
    expect(invitationDate(at, 'America/New_York')).toBe('2031/01/15 09:05 AM EST');
  });
  it('falls back to UTC for a zone it does not know', () => {
    expect(invitationDate(at, 'Mars/Olympus')).toBe('2031/01/15 02:05 PM UTC');
    expect(invitationDate(at)).toBe('2031/01/15 02:05 PM UTC');
  });
});
