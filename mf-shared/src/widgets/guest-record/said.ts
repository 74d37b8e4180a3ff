import { toast } from 'sonner';
import { ERROR_MESSAGES } from 'mf-shared';

/** Says the server's word on a write that succeeded, or 'Success'. */
export const saySuccess = (answer: { message?: string }) => toast.success(answer.message || ERROR_MESSAGES.SUCCESS);
