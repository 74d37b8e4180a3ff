import { useApi, usePageMeta } from 'mf-shared';
import { contentApi } from '../content/api';
import { EmptyState, LoadState } from '../content/components';

export default function FaqPage() {
  usePageMeta('FAQ', 'Answers for journalists and experts about PressPoint.');
  const state = useApi(contentApi.faq());
  return (
    <div className="content-page" style={{ maxWidth: 860 }}>
      <h1>Frequently asked questions</h1>
      <LoadState state={state}>
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
      </LoadState>
    </div>
  );
}
