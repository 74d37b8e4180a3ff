import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'mf-shared';
import { templateKeys } from './keys';
import type { EmailTemplate, TemplateInput, TemplateList, TemplateListParams, TemplateSaved } from './types';

// Every call of the template entity (spec section 7, "Email templates") lives here; components
// use these hooks, never the API client.

/** Parameters without the empty ones, so equal lists share one cache entry. */
function definedParams(params: TemplateListParams): TemplateListParams {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as TemplateListParams;
}

/** One page of the journalist's templates; the previous page stays shown while the next loads. */
export function useTemplates(params: TemplateListParams, options: { enabled?: boolean } = {}) {
  const query = definedParams(params);
  return useQuery({
    queryKey: templateKeys.list(query),
    queryFn: async ({ signal }) => (await api.get<TemplateList>('/email-templates', { params: query, signal })).data,
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** One template (for its edit form); `undefined` reads nothing. */
export function useTemplate(id: number | undefined) {
  return useQuery({
    queryKey: templateKeys.detail(id ?? 0),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: EmailTemplate }>(`/email-templates/${id}`, { signal })).data.data,
    enabled: id !== undefined && Number.isInteger(id) && id > 0,
  });
}

/** A write that refreshes every view of templates once it succeeds. */
function useTemplateWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

export function useCreateTemplate() {
  return useTemplateWrite(
    async (input: TemplateInput) => (await api.post<TemplateSaved>('/email-templates', input)).data,
  );
}

export function useUpdateTemplate() {
  return useTemplateWrite(
    async ({ id, ...input }: TemplateInput & { id: number }) =>
      (await api.patch<TemplateSaved>(`/email-templates/${id}`, input)).data,
  );
}

export function useDeleteTemplate() {
  return useTemplateWrite(async (id: number) => (await api.delete<{ message: string }>(`/email-templates/${id}`)).data);
}

/** Makes a template the default; the one that was loses it (the server does both at once). */
export function useMakeDefaultTemplate() {
  return useTemplateWrite(async (id: number) => (await api.post<TemplateSaved>(`/email-templates/${id}/default`)).data);
}
