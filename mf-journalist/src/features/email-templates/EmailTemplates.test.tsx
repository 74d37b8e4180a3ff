import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { EmailTemplate } from 'mf-shared/entities/template';
import { db, sent } from 'mf-shared/test/api';
import TemplateFormPage from './TemplateFormPage';
import TemplatesPage from './TemplatesPage';
import { TEMPLATE_PATHS } from './paths';

// Whole pages with antd forms and the editor: a few seconds each on a busy machine.

const template = (id: number, title: string, isDefault = false): EmailTemplate => ({
  id,
  title,
  content: '<p>Hello {guest_name}</p>',
  default: isDefault,
  created_at: '2026-03-01T09:00:00',
  updated_at: '2026-03-02T15:04:00',
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={TEMPLATE_PATHS.LIST} element={<TemplatesPage />} />
          <Route path={TEMPLATE_PATHS.NEW} element={<TemplateFormPage />} />
          <Route path={TEMPLATE_PATHS.EDIT} element={<TemplateFormPage />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('lists the templates with the default marked and the last change in the spec’s format', async () => {
  db.templates = [template(1, 'Interview request', true), template(2, 'Podcast guest')];
  renderAt('/email-templates/all?sort=title&order=desc&search=pod');
  const row = (await screen.findByText('Interview request')).closest('tr')!;
  expect(within(row).getByText('Default')).toBeInTheDocument();
  expect(within(row).getByText('2026/03/02 03:04 PM')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Make default: Interview request' })).toBeDisabled();
  expect((await sent('GET')).map(({ path }) => path)).toContain(
    '/email-templates?page=1&per_page=10&search=pod&sort=title&order=desc',
  );
  expect(screen.getByRole('searchbox', { name: 'Search templates' })).toHaveValue('pod');
});

it('checks a new template with the shared rules, shows the server’s field errors and keeps the text', async () => {
  // A template titled Follow-up is there already: the API refuses the title.
  db.templates = [template(3, 'Follow-up')];
  renderAt('/email-templates/new');
  fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
  expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  expect(await sent('POST')).toEqual([]);

  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Follow-up' } });
  await screen.findByRole('textbox', { name: 'Content' });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guest name' })));
  fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
  expect(await screen.findByText('The title is taken.')).toBeInTheDocument();
  expect(await sent('POST')).toEqual([
    { method: 'POST', path: '/email-templates', body: { title: 'Follow-up', content: '<p>{guest_name}</p>' } },
  ]);
  expect(screen.getByLabelText('Title')).toHaveValue('Follow-up');
  expect(screen.getByRole('textbox', { name: 'Content' })).toHaveTextContent('{guest_name}');
});

it('edits a template and goes back to the list as it was left', async () => {
  db.templates = [template(7, 'Old title')];
  renderAt('/email-templates/edit/7');
  const title = await screen.findByDisplayValue('Old title');
  fireEvent.change(title, { target: { value: 'New title' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/email-templates\/all$/));
  expect(await sent('PATCH')).toEqual([
    { method: 'PATCH', path: '/email-templates/7', body: { title: 'New title', content: '<p>Hello {guest_name}</p>' } },
  ]);
});
