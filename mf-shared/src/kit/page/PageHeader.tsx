import { Typography } from 'mf-shared/kit/typography';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  /** Buttons or links for the page; they wrap under the title on narrow screens. */
  actions?: ReactNode;
  /** A short line under the title. */
  subtitle?: ReactNode;
}

/** The top of a workspace page: its heading (h1) and its actions. */
export function PageHeader({ title, actions, subtitle }: PageHeaderProps) {
  return (
    <header className="pp-row" style={{ gap: 12, justifyContent: 'space-between', marginBottom: 24 }}>
      <div style={{ minWidth: 0 }}>
        <Typography.Title level={1} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography.Title>
        {subtitle && (
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {subtitle}
          </Typography.Paragraph>
        )}
      </div>
      {actions && <div className="pp-row">{actions}</div>}
    </header>
  );
}
