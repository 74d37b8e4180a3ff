import { Typography } from 'mf-shared/kit/typography';
import { ERROR_MESSAGES, formatDate } from 'mf-shared';
import { useInterviewCoverage } from 'mf-shared/entities/interview';
import { GuestCell, httpUrl } from 'mf-shared/entities/interview/components';
import { EmptyState, LoadingState } from 'mf-shared/kit/states';
import { Panel } from 'mf-shared/kit/panel';

/** Where interviews with the account's guests were published (links journalists added after Done). */
export function CoveragePanel() {
  const coverage = useInterviewCoverage();
  const items = coverage.data ?? [];
  return (
    <section aria-label="Coverage">
      <Panel title="Coverage" style={{ marginTop: 24 }}>
        {coverage.isPending ? (
          <LoadingState />
        ) : items.length === 0 ? (
          <EmptyState text={ERROR_MESSAGES.NO_DATA} />
        ) : (
          <ul className="interview-coverage">
            {items.map((item) => {
              const link = httpUrl(item.published_link);
              return (
                <li key={item.id}>
                  <div className="pp-row" style={{ gap: 16, justifyContent: 'space-between' }}>
                    <GuestCell guest={item.guest} />
                    <Typography.Text type="secondary">
                      {item.journalist.name}
                      {item.journalist.company_name ? `, ${item.journalist.company_name}` : ''} ·{' '}
                      {formatDate(item.date_interview)}
                    </Typography.Text>
                  </div>
                  {link && (
                    <a href={link} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                      {link}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Panel>
    </section>
  );
}
