import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'mf-shared';
import type { GuestInput } from 'mf-shared/validation';
import type { ApiAnswer } from 'mf-shared/contract';

/** Every view of contacts is cached under 'contact', the dashboard's figures (saved contacts) under 'dashboard'. */
const REFRESHED_BY_IMPORT = [['contact'], ['dashboard']] as const;

/** What the import answers: the result and the server's message (the success toast). */
export type ContactImportAnswer = ApiAnswer<'/contacts/import', 'post'>;

/**
 * POST /contacts/import `{rows}`: up to 5,000 rows of the guest form (lists as ids) become private
 * contacts; refused rows come back as `errors` numbered from 1 within `rows`.
 */
export function useImportContacts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (rows: GuestInput[]) => (await api.post<ContactImportAnswer>('/contacts/import', { rows })).data,
    onSuccess: (answer) =>
      answer.data.imported > 0
        ? Promise.all(REFRESHED_BY_IMPORT.map((queryKey) => client.invalidateQueries({ queryKey: [...queryKey] })))
        : undefined,
  });
}
