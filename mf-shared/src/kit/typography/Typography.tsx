import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import './typography.css';

type Tone = 'secondary' | 'success' | 'warning' | 'danger';

interface Common extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  type?: Tone;
  strong?: boolean;
  italic?: boolean;
  /** One line cut with "…" (`tooltip`: the whole text on hover), or `rows` lines. */
  ellipsis?: boolean | { rows?: number; tooltip?: ReactNode };
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
  children?: ReactNode;
}

export type TextProps = Common;
export interface TitleProps extends Common {
  level?: 1 | 2 | 3 | 4 | 5;
}

function classes(base: string, { type, strong, italic, ellipsis, className }: Common) {
  const rows = typeof ellipsis === 'object' ? ellipsis.rows : undefined;
  return [
    'ant-typography',
    'pp-typography',
    base,
    type && `pp-typography--${type}`,
    strong && 'pp-typography--strong',
    italic && 'pp-typography--italic',
    ellipsis && (rows && rows > 1 ? 'pp-typography--clamp' : 'pp-typography--ellipsis'),
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

function parts({ type, strong, italic, ellipsis, className, style, children, ...rest }: Common, base: string) {
  const rows = typeof ellipsis === 'object' ? ellipsis.rows : undefined;
  const tooltip = typeof ellipsis === 'object' && typeof ellipsis.tooltip === 'string' ? ellipsis.tooltip : undefined;
  return {
    ...rest,
    className: classes(base, { type, strong, italic, ellipsis, className }),
    style: rows && rows > 1 ? ({ ...style, WebkitLineClamp: rows } as CSSProperties) : style,
    title: tooltip,
    children,
  };
}

/**
 * antd's Typography in look only. Its every part loads the editable and copyable machinery (a
 * text area, a tooltip, the copy button: about 15 KB gzip on each workspace page) that no page
 * here uses; headings and text need none of it. The `ant-typography` class stays, so the
 * styles written for it still apply.
 */
export const Typography = {
  Title({ level = 1, ...props }: TitleProps) {
    const Heading = `h${level}` as const;
    return <Heading {...parts(props, `pp-typography--h${level}`)} />;
  },
  Text(props: TextProps) {
    return <span {...parts(props, 'pp-typography--text')} />;
  },
  Paragraph(props: TextProps) {
    return <div {...parts(props, 'pp-typography--paragraph')} />;
  },
};
