import type { FormRule, UploadFile } from 'antd';
import { UploadField, uploadResults } from 'mf-shared/kit/upload';
import { PICTURE_MESSAGES, WIDE_PICTURE } from 'mf-shared/validation';
import { checkPicture, PICTURE_EXTENSIONS, PICTURE_HINT } from './picture';

// The header picture of news and events (spec section 5), shared by the publishing and briefing
// features: the kit's size and type checks, then the width and 16:9 checked by the browser.

const FILE_MESSAGES = { wrongType: PICTURE_MESSAGES.WRONG_TYPE, tooLarge: PICTURE_MESSAGES.TOO_BIG };

/** Measured, not sent: the form sends the file with everything else. */
const measureOnly = (file: File) => checkPicture(file);

export interface PictureFieldProps {
  value?: UploadFile<File>[];
  onChange?: (files: UploadFile<File>[] | undefined) => void;
  id?: string;
  label?: string;
  /** The line under the field: the news picture hint unless told (an event header has its own). */
  hint?: string;
}

export function PictureField({ label = 'Upload picture', hint = PICTURE_HINT, ...props }: PictureFieldProps) {
  return (
    <UploadField<File>
      {...props}
      send={measureOnly}
      accept={PICTURE_EXTENSIONS}
      maxBytes={WIDE_PICTURE.MAX_BYTES}
      // The API's words for the same faults (mf-shared's picture rule).
      messages={FILE_MESSAGES}
      variant="button"
      label={label}
      hint={hint}
    />
  );
}

/** A picture that failed its checks keeps the form from being sent, with the reason on the field. */
export const pictureRule: FormRule = {
  validator: async (_, files?: UploadFile[]) => {
    const failed = files?.find((f) => f.status === 'error');
    if (failed) throw new Error((failed.error as Error | undefined)?.message ?? 'The picture could not be read');
    if (files?.some((f) => f.status === 'uploading')) throw new Error('The picture is still being checked');
  },
};

/** The new file chosen, or undefined (an edit then keeps the stored picture). */
export const chosenPicture = (files: UploadFile<File>[] | undefined): File | undefined =>
  uploadResults(files).find((f) => f instanceof File);

/** A stored picture shown in the field, so an edit shows what is there. */
export const storedPicture = (url: string | null | undefined): UploadFile<File>[] | undefined =>
  url ? [{ uid: 'stored', name: url.split('/').pop() ?? 'picture', status: 'done', url }] : undefined;
