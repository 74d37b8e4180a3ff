import type { ReactNode } from 'react';
import './plain.css';

export interface NoticeProps {
  /** info: what to know; warning: what will happen unless acted on; success and error: an outcome. */
  tone?: 'info' | 'warning' | 'success' | 'error';
  /** The notice's one line, in bold when a description follows. */
  title: ReactNode;
  description?: ReactNode;
  'data-testid'?: string;
}

/**
 * A boxed message on a page (antd's Alert look) without antd: a page's own notices (the account's
 * status, a deletion date) show on first load, which carries no antd (issue 25). It is not
 * announced: it is there when the page opens; a notice that appears later is said by a toast.
 */
export function Notice({ tone = 'info', title, description, 'data-testid': testId }: NoticeProps) {
  return (
    <div className={`pp-notice pp-notice--${tone}`} data-testid={testId}>
      {/* Drawn by CSS: the notice's text is its words alone. */}
      <span className="pp-notice__mark" aria-hidden />
      <div className="pp-notice__body">
        <div className={description ? 'pp-notice__title pp-notice__title--strong' : 'pp-notice__title'}>{title}</div>
        {description && <div className="pp-notice__description">{description}</div>}
      </div>
    </div>
  );
}
