import { Progress, type FormInstance } from 'antd';
import { useState } from 'react';
import { saySuccess } from 'mf-shared';
import { applyServerErrors } from 'mf-shared/kit/forms';

// The save of a news item or an event with its files, shared by the publishing and briefing features.

type Sending = { onProgress: (percent: number) => void };
type Answer = { message?: string };

/** The create and update mutations (their `mutateAsync` and `isPending`). */
export interface SaveWrites<I> {
  create: { mutateAsync: (input: I & Sending) => Promise<Answer>; isPending: boolean };
  update: { mutateAsync: (input: I & Sending & { id: number }) => Promise<Answer>; isPending: boolean };
}

/**
 * Creates the item, or updates the stored one (`id`), showing the upload's progress; then says the
 * server's word and calls `onDone`. On failure the API client has shown the toast; fields get their
 * messages and keep what was entered.
 */
export function useSaveWithProgress<I>(
  form: FormInstance,
  writes: SaveWrites<I>,
  id: number | undefined,
  onDone: () => void,
) {
  const [progress, setProgress] = useState<number | null>(null);
  const save = async (input: I) => {
    try {
      const answer =
        id !== undefined
          ? await writes.update.mutateAsync({ id, ...input, onProgress: setProgress })
          : await writes.create.mutateAsync({ ...input, onProgress: setProgress });
      saySuccess(answer);
      onDone();
    } catch (error) {
      applyServerErrors(form, error);
    } finally {
      setProgress(null);
    }
  };
  const progressBar = progress !== null && <Progress percent={progress} size="small" aria-label="Upload progress" />;
  const saving = writes.create.isPending || writes.update.isPending;
  return { save, saving, progressBar };
}
