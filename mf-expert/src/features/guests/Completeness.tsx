import { Progress, Tooltip } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import type { GuestCompleteness } from 'mf-shared/entities/guest';

/**
 * How complete a guest's profile is: a small bar; what is missing shows on hover or focus, and is
 * read out with the figure.
 */
export function Completeness({ completeness }: { completeness: GuestCompleteness }) {
  const percent = Math.max(0, Math.min(100, Math.round(completeness.percent)));
  const { missing } = completeness;
  const words = missing.length ? `Missing: ${missing.join(', ')}` : 'Complete';
  return (
    <Tooltip
      title={
        missing.length ? (
          <>
            Missing:
            <ul className="guests-completeness__missing">
              {missing.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        ) : (
          'Nothing missing'
        )
      }
    >
      <span
        className="guests-completeness"
        tabIndex={0}
        role="img"
        aria-label={`${percent}% complete. ${words}`}
        data-testid="completeness"
      >
        <Progress
          percent={percent}
          size="small"
          status={percent >= 100 ? 'success' : 'normal'}
          showInfo={false}
          aria-hidden
        />
        <Typography.Text type="secondary" aria-hidden>
          {percent}%
        </Typography.Text>
      </span>
    </Tooltip>
  );
}
