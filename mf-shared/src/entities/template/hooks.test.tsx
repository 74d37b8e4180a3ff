import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { api } from 'mf-shared';
import { useCreateTemplate, useMakeDefaultTemplate, useTemplates } from './hooks';
import type { EmailTemplate } from './types';

const template = (id: number, isDefault = false): EmailTemplate => ({
  id,
  title: `T${id}`,
  content: '<p>x</p>',
  default: isDefault,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});
const meta = { current_page: 1, per_page: 10, total: 1, last_page: 1 };

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

afterEach(() => jest.restoreAllMocks());

it('reads a page with only the parameters given, and refreshes it after a write', async () => {
  const get = jest
    .spyOn(api, 'get')
    .mockResolvedValueOnce({ data: { data: [template(1, true)], meta } })
    .mockResolvedValueOnce({ data: { data: [template(2, true), template(1)], meta: { ...meta, total: 2 } } });
  const post = jest
    .spyOn(api, 'post')
    .mockResolvedValue({ data: { data: template(2, true), message: 'Default template set' } });
  const Wrapper = wrapper();
  const { result } = renderHook(
    () => ({ list: useTemplates({ page: 1, search: '', sort: undefined }), makeDefault: useMakeDefaultTemplate() }),
    { wrapper: Wrapper },
  );
  await waitFor(() => expect(result.current.list.data?.data).toHaveLength(1));
  expect(get).toHaveBeenCalledWith('/email-templates', expect.objectContaining({ params: { page: 1 } }));

  let answer: unknown;
  await act(async () => {
    answer = await result.current.makeDefault.mutateAsync(2);
  });
  expect(post).toHaveBeenCalledWith('/email-templates/2/default');
  expect(answer).toMatchObject({ message: 'Default template set' });
  await waitFor(() => expect(result.current.list.data?.data).toHaveLength(2));
});

it('sends a new template as title and content', async () => {
  const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { data: template(3), message: 'Template saved' } });
  const { result } = renderHook(() => useCreateTemplate(), { wrapper: wrapper() });
  await act(() => result.current.mutateAsync({ title: 'Hi', content: '<p>Hello</p>' }));
  expect(post).toHaveBeenCalledWith('/email-templates', { title: 'Hi', content: '<p>Hello</p>' });
});
