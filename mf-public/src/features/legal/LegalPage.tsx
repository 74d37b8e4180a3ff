import { useLocation } from 'react-router-dom';
import { usePageMeta } from 'mf-shared';

const PAGES: Record<string, { title: string; sections: [string, string][] }> = {
  '/terms-and-conditions': {
    title: 'Terms and conditions',
    sections: [
      [
        'Who may use PressPoint',
        'Journalists, podcasters, event managers and other content producers, once approved, and experts with a paid plan.',
      ],
      ['Accounts', 'You keep your credentials safe. We may lock an account that breaks these terms.'],
      ['Content', 'Experts are responsible for what they publish. We remove content that is unlawful or misleading.'],
      [
        'Plans and payments',
        'Plans are annual and billed in advance, before GST. You can cancel at the end of a period.',
      ],
    ],
  },
  '/privacy-policy': {
    title: 'Privacy policy',
    sections: [
      [
        'What we collect',
        'Your account details, the guests you offer, and the requests and questions you send through PressPoint.',
      ],
      ['Why', 'To connect journalists with experts, to keep accounts secure and to run the service.'],
      [
        'Your rights',
        'You can see, correct and delete your data; deletion takes effect after a 30-day restore period.',
      ],
      ['Security', 'Passwords are hashed, sessions can be ended at any time, and two-factor sign-in is available.'],
    ],
  },
};

export default function LegalPage() {
  const page = PAGES[useLocation().pathname] ?? PAGES['/terms-and-conditions'];
  usePageMeta(page.title, `${page.title} of PressPoint.`);
  return (
    <div className="content-page" style={{ maxWidth: 820 }}>
      <h1>{page.title}</h1>
      {page.sections.map(([heading, text]) => (
        <section key={heading}>
          <h2>{heading}</h2>
          <p>{text}</p>
        </section>
      ))}
    </div>
  );
}
