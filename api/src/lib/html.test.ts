import { it } from 'node:test';
import { expect } from '../../test/expect';
import { cleanHtml, escapeHtml } from './html';

// A few of the OWASP filter-evasion samples; the full corpus runs in Chromium with the pages.
const SAMPLES = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<svg/onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload=alert(1)>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
];

it('removes scripts, handlers and javascript: URLs, keeping the text formatting', () => {
  for (const sample of SAMPLES) {
    const clean = cleanHtml(sample);
    expect(clean).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<svg|style=/i);
  }
  expect(cleanHtml('<p>Hello <b>world</b> <a href="https://example.org">link</a></p>')).toBe(
    '<p>Hello <b>world</b> <a href="https://example.org" rel="noopener noreferrer">link</a></p>',
  );
});

it('keeps pictures served over https and drops plain-http ones', () => {
  expect(cleanHtml('<img src="https://example.org/a.png" alt="a">')).toBe(
    '<img src="https://example.org/a.png" alt="a" />',
  );
  expect(cleanHtml('<img src="http://example.org/cmd.php?x=1">')).toBe('<img />');
});

it('treats protocol-relative picture addresses like plain http: dropped', () => {
  for (const src of [
    '//evil.example/x.png',
    ' //evil.example/x.png',
    '/\\evil.example/x.png',
    '\\\\evil.example/x.png',
  ]) {
    expect(cleanHtml(`<img src="${src}" alt="x">`)).toBe('<img alt="x" />');
  }
  expect(cleanHtml('<img src="https:/\\evil.example/x.png">')).toBe('<img />');
});

it('escapes text for HTML we write ourselves', () => {
  expect(escapeHtml(`<b onclick="x">'&'</b>`)).toBe('&#60;b onclick=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/b&#62;');
});
