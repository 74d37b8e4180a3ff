import { useEffect, useRef, useState } from 'react';
import './lightbox.css';

/** "Ann Lee, picture 2 of 3", or "Picture 2 of 3" when the pictures are of no one named. */
const pictureName = (subject: string | undefined, n: number, count: number) =>
  subject ? `${subject}, picture ${n} of ${count}` : `Picture ${n} of ${count}`;

/**
 * A picture gallery (an event's, a guest's): thumbnails, each opening the lightbox, without antd's
 * Image (issue 25). The lightbox is a modal dialog: Escape or a click beside the buttons closes
 * it, the Previous and Next buttons and the arrow keys move through the pictures (round the end),
 * Tab stays inside it, and on closing the focus goes back to the thumbnail that opened it.
 */
export function Gallery({
  images,
  subject,
  className = 'kit-gallery',
}: {
  images: string[];
  /** Whose pictures they are ("Ann Lee"), in each picture's name. */
  subject?: string;
  /** The thumbnails' container: a row by default, a grid where the caller says. */
  className?: string;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const [shown, setShown] = useState(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  if (count === 0) return null;

  const close = () => {
    const opener = open;
    setOpen(null);
    if (opener !== null) thumbnails.current[opener]?.focus();
  };

  return (
    <>
      <div className={className} aria-label="Gallery">
        {images.map((src, i) => (
          <button
            key={src}
            ref={(el) => {
              thumbnails.current[i] = el;
            }}
            type="button"
            className="kit-gallery__open"
            onClick={() => {
              setShown(i);
              setOpen(i);
            }}
            aria-label={`Open ${subject ? `${subject}, picture` : 'picture'} ${i + 1} of ${count}`}
          >
            <img src={src} alt="" width={160} height={90} loading="lazy" />
          </button>
        ))}
      </div>
      {open !== null && (
        <LightboxDialog images={images} subject={subject} index={shown} onMove={setShown} onClose={close} />
      )}
    </>
  );
}

function LightboxDialog({
  images,
  subject,
  index,
  onMove,
  onClose,
}: {
  images: string[];
  subject?: string;
  index: number;
  onMove: (index: number) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const move = (step: number) => onMove((index + step + count) % count);

  useEffect(() => {
    closeButton.current?.focus();
  }, []);

  // On the document, so the keys work wherever the focus is while the dialog is open.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && count > 1) {
        event.preventDefault();
        onMove((index + (event.key === 'ArrowRight' ? 1 : -1) + count) % count);
      } else if (event.key === 'Tab') {
        // The focus stays in the dialog: from the last button to the first and back.
        const buttons = [...(dialog.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
        const inside = buttons.includes(document.activeElement as HTMLButtonElement);
        const first = buttons[0];
        const last = buttons[buttons.length - 1];
        if (!inside || (event.shiftKey && document.activeElement === first)) {
          event.preventDefault();
          (event.shiftKey ? last : first)?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index, count, onClose, onMove]);

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label="Image"
      className="lightbox"
      // A click beside the buttons (on the backdrop or the picture) closes, as before.
      onClick={onClose}
    >
      <img src={images[index]} alt={pictureName(subject, index + 1, count)} />
      <div className="lightbox__controls" onClick={(event) => event.stopPropagation()}>
        {count > 1 && (
          <button type="button" onClick={() => move(-1)} aria-label="Previous picture">
            ‹
          </button>
        )}
        <span aria-live="polite">
          {index + 1} of {count}
        </span>
        {count > 1 && (
          <button type="button" onClick={() => move(1)} aria-label="Next picture">
            ›
          </button>
        )}
        <button ref={closeButton} type="button" onClick={onClose} aria-label="Close">
          ×
        </button>
      </div>
    </div>
  );
}
