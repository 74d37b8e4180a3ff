import { useEffect, useRef, useState } from 'react';

/**
 * An event's picture gallery: a row of thumbnails, each opening the lightbox. The lightbox is a
 * modal dialog: Escape or a click beside the buttons closes it, the Previous and Next buttons and
 * the arrow keys move through the pictures (round the end), Tab stays inside it, and on closing
 * the focus goes back to the thumbnail that opened it.
 */
export function Gallery({ images }: { images: string[] }) {
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
      <div className="chips" aria-label="Gallery">
        {images.map((src, i) => (
          <button
            key={src}
            ref={(el) => {
              thumbnails.current[i] = el;
            }}
            type="button"
            onClick={() => {
              setShown(i);
              setOpen(i);
            }}
            aria-label={`Open picture ${i + 1} of ${count}`}
          >
            <img src={src} alt="" width={160} height={90} loading="lazy" />
          </button>
        ))}
      </div>
      {open !== null && <LightboxDialog images={images} index={shown} onMove={setShown} onClose={close} />}
    </>
  );
}

function LightboxDialog({
  images,
  index,
  onMove,
  onClose,
}: {
  images: string[];
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
      <img src={images[index]} alt={`Picture ${index + 1} of ${count}`} />
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
