import type { CSSProperties, ReactNode } from 'react';
import './panel.css';

export interface PanelProps {
  /** The panel's heading line. */
  title?: ReactNode;
  /** Beside the title, at the right. */
  extra?: ReactNode;
  /** Controls in a row at the bottom. */
  actions?: ReactNode[];
  /** Lifts on hover (a panel inside a link). */
  hoverable?: boolean;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
  children?: ReactNode;
}

/**
 * A bordered box with an optional title line, in antd's card look. antd's Card brings its tabs,
 * menu and dropdown to every page that shows one (about 21 KB gzip); a box needs none of them.
 */
export function Panel({
  title,
  extra,
  actions,
  hoverable,
  className,
  style,
  'data-testid': testId,
  children,
}: PanelProps) {
  return (
    <div
      className={['pp-panel', hoverable && 'pp-panel--hoverable', className].filter(Boolean).join(' ')}
      style={style}
      data-testid={testId}
    >
      {(title || extra) && (
        <div className="pp-panel__head">
          <div className="pp-panel__title">{title}</div>
          {extra && <div className="pp-panel__extra">{extra}</div>}
        </div>
      )}
      <div className="pp-panel__body">{children}</div>
      {actions && actions.length > 0 && (
        <ul className="pp-panel__actions">
          {actions.map((action, i) => (
            <li key={i}>{action}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
