import { paragraphsHtml, paragraphsText } from './text';

describe('a pitch’s answer or a request’s details, typed as plain text', () => {
  it('is sent as paragraphs, with its markup escaped', () => {
    expect(paragraphsHtml('Dr Lim leads <AI> policy.\n\nShe can talk today.\nOr tomorrow.')).toBe(
      '<p>Dr Lim leads &lt;AI&gt; policy.</p><p>She can talk today.<br>Or tomorrow.</p>',
    );
  });

  it('comes back as the same text to edit', () => {
    const text = 'Dr Lim leads <AI> policy & law.\n\nShe can talk today.\nOr tomorrow.';
    expect(paragraphsText(paragraphsHtml(text))).toBe(text);
  });
});
