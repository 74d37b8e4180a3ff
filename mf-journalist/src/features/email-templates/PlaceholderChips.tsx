import { TEMPLATE_PLACEHOLDERS } from 'mf-shared/entities/template';
import { Button } from 'mf-shared/kit/plain';
import { Typography } from 'mf-shared/kit/typography';

/** One button per placeholder; pressing one puts its token where the cursor is in the message. */
export function PlaceholderChips({ onInsert }: { onInsert: (token: string) => void }) {
  return (
    <div
      role="group"
      aria-label="Placeholders"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}
    >
      <Typography.Text type="secondary">Insert:</Typography.Text>
      {TEMPLATE_PLACEHOLDERS.map((p) => (
        <Button
          key={p.key}
          size="small"
          className="pp-btn--round"
          title={`Insert ${p.token}`}
          // Keeps the cursor in the editor, so the token lands where it was.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onInsert(p.token)}
        >
          {p.label}
        </Button>
      ))}
    </div>
  );
}
