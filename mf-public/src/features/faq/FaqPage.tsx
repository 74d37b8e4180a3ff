import { usePageMeta } from 'mf-shared';
import { EmptyState, QueryState } from 'mf-shared/kit/states';
import { useFaq } from './api/get-faq';

export default function FaqPage() {
  usePageMeta('FAQ', 'Answers for journalists and experts about PressPoint.');
  const faq = useFaq();
  return (
    <div className="content-page" style={{ maxWidth: 860 }}>
      <h1>Frequently asked questions</h1>
      <QueryState query={faq}>
        {(list) =>
          list.data.length === 0 ? (
            <EmptyState />
          ) : (
            list.data.map((f) => (
              <details key={f.id} className="story-card" style={{ marginBottom: 12 }}>
                <summary>
                  <strong>{f.question}</strong>
                </summary>
                <p>{f.answer}</p>
              </details>
            ))
          )
        }
      </QueryState>
    </div>
  );
}
