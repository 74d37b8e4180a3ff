import { useId } from 'react';
import { Button } from 'mf-shared/kit/plain';
import { FileButton } from 'mf-shared/kit/upload';
import { PICTURE_MESSAGES, WIDE_PICTURE } from 'mf-shared/validation';
import { checkPicture, PICTURE_EXTENSIONS, PICTURE_HINT } from './picture';

/** The picture a form holds: a new file chosen, or whether the stored one stays. */
export interface PictureChoice {
  file: File | null;
  keepStored: boolean;
}

const FILE_MESSAGES = { wrongType: PICTURE_MESSAGES.WRONG_TYPE, tooLarge: PICTURE_MESSAGES.TOO_BIG };

/**
 * The header picture of a news item (spec section 5), plain: the kit's size and type checks, then
 * the width and 16:9 measured by the browser; nothing is sent until the form is. The stored
 * picture (an edit) is named, and either can be removed.
 */
export function PictureInput({
  value,
  onChange,
  stored,
  label = 'Picture',
  hint = PICTURE_HINT,
  required,
  error,
}: {
  value: PictureChoice;
  onChange: (next: PictureChoice) => void;
  /** The stored picture's address (an edit), if any. */
  stored?: string | null;
  label?: string;
  hint?: string;
  /** Marked as required (the rule says so on sending). */
  required?: boolean;
  /** The form's rule's words ('Required'), under the button and announced. */
  error?: string;
}) {
  const id = useId();
  const shown = value.file?.name ?? (value.keepStored && stored ? (stored.split('/').pop() ?? 'picture') : null);
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="pp-field">
      <div className="pp-field__head">
        {required && (
          <span className="pp-field__required" aria-hidden>
            *{' '}
          </span>
        )}
        <span id={`${id}-label`} className="pp-field__label">
          {label}
        </span>
      </div>
      {shown && (
        <p style={{ margin: 0 }} data-testid="picture-chosen">
          {value.file || !stored ? (
            shown
          ) : (
            <a href={stored} target="_blank" rel="noopener noreferrer">
              {shown}
            </a>
          )}{' '}
          <Button size="small" variant="link" onClick={() => onChange({ file: null, keepStored: false })}>
            Remove {label.toLowerCase()}
          </Button>
        </p>
      )}
      <FileButton<File>
        send={(file) => checkPicture(file)}
        onSent={(file) => onChange({ file, keepStored: false })}
        accept={PICTURE_EXTENSIONS}
        maxBytes={WIDE_PICTURE.MAX_BYTES}
        messages={FILE_MESSAGES}
        label={shown ? 'Choose another picture' : 'Upload picture'}
        hint={hint}
      />
      {error && (
        <div className="pp-field__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
