import { Button, Flex } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { TEMPLATE_PLACEHOLDERS } from 'mf-shared/entities/template';

/** One button per placeholder; pressing one puts its token where the cursor is in the message. */
export function PlaceholderChips({ onInsert }: { onInsert: (token: string) => void }) {
  return (
    <Flex wrap gap={8} align="center" role="group" aria-label="Placeholders">
      <Typography.Text type="secondary">Insert:</Typography.Text>
      {TEMPLATE_PLACEHOLDERS.map((p) => (
        <Button
          key={p.key}
          size="small"
          shape="round"
          title={`Insert ${p.token}`}
          // Keeps the cursor in the editor, so the token lands where it was.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onInsert(p.token)}
        >
          {p.label}
        </Button>
      ))}
    </Flex>
  );
}
