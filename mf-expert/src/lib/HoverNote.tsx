import { useEffect, useRef, useState, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import './hover-note.css';

/** Above the element, centred on it and kept inside the window (the note is 250px wide at most). */
function placeAbove(anchor: HTMLElement): CSSProperties {
  const box = anchor.getBoundingClientRect();
  const centre = Math.min(Math.max(box.left + box.width / 2, 130), window.innerWidth - 130);
  return { left: centre, bottom: window.innerHeight - box.top };
}

export interface HoverNoteProps extends HTMLAttributes<HTMLSpanElement> {
  /** What shows above while the pointer or the focus is on the element. */
  note: ReactNode;
  children: ReactNode;
}

/**
 * A note above an element while it is hovered or focused (antd's Tooltip without antd, so a list
 * showing one loads no antd: issue 25's budget). Escape hides it. The note is for sighted people:
 * the element says the same in its accessible name. Props go to the wrapping span.
 */
export function HoverNote({ note, children, className, ...rest }: HoverNoteProps) {
  const anchor = useRef<HTMLSpanElement>(null);
  const [place, setPlace] = useState<CSSProperties | null>(null);
  const show = () => anchor.current && setPlace(placeAbove(anchor.current));
  const hide = () => setPlace(null);

  // Fixed in the window, the note follows its element when the page or a list scrolls (focus
  // scrolls a half-hidden element into view) or the window changes size.
  const shown = place !== null;
  useEffect(() => {
    if (!shown) return;
    window.addEventListener('scroll', show, true);
    window.addEventListener('resize', show);
    return () => {
      window.removeEventListener('scroll', show, true);
      window.removeEventListener('resize', show);
    };
  }, [shown]);

  return (
    <span
      {...rest}
      ref={anchor}
      className={['pp-hover-note', className].filter(Boolean).join(' ')}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(e) => e.key === 'Escape' && hide()}
    >
      {children}
      {place && (
        // Inside the element's box (its padding bridging the gap), so the pointer can rest on it.
        <span className="pp-hover-note__tip" style={place} aria-hidden>
          <span className="pp-hover-note__text">{note}</span>
        </span>
      )}
    </span>
  );
}
