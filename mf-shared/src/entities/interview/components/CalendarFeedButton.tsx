import { Suspense, useState } from 'react';
import { Button } from 'mf-shared/kit/plain';
import { lazyThemed } from 'mf-shared/kit/themed';

// The dialog (antd's modal and copyable text) loads when first opened.
const CalendarFeedDialog = lazyThemed(() => import('./CalendarFeedDialog'));

/**
 * 'Subscribe in your calendar': the private feed URL of the viewer's planned interviews (for
 * Google, Outlook or Apple Calendar), with copy, and 'Reset link', which revokes the old one.
 */
export function CalendarFeedButton() {
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted so that it closes with its animation.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        Subscribe in your calendar
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <CalendarFeedDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
