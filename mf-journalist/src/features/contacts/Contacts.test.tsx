import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROUTES } from 'mf-shared';
import type { ContactItem, PrivateContactMedia } from 'mf-shared/types/contact';
import {
  answerLookups,
  answerListRemovals,
  answerLookupsAndDraft,
  answerNewDraft,
  answerNoDraft,
  expectMissingDraft,
  expectRemovalAsked,
  fillAndGoOn,
} from 'mf-shared/test/guest-record';
import { db, sent } from 'mf-shared/test/api';
import { renderAt as renderPagesAt } from 'mf-shared/test/server-data';
import AllContactsPage from './AllContactsPage';
import ContactMediaPage from './ContactMediaPage';
import NewContactPage from './NewContactPage';

// The list's table, the two steps' form, media editor, checks and moves are the guest record
// widget's (mf-shared/src/widgets/guest-record, tested there); these pages add the directory's
// tabs, the contacts' words, columns and removal, and the journalist's API calls and routes.
afterEach(() => jest.restoreAllMocks());

const contact = (over: Partial<ContactItem> = {}): ContactItem => ({
  id: 42,
  guest_id: 42,
  first_name: 'Ann',
  last_name: 'Lee',
  avatar: null,
  title: 'Chief Economist',
  company_name: 'Harbour Bank',
  expertise: [{ id: 5, name: 'Finance' }],
  is_private: false,
  is_draft: false,
  saved_at: '2026-03-05T10:00:00Z',
  unavailable: false,
  ...over,
});

const renderAt = (url: string) =>
  renderPagesAt(url, {
    [ROUTES.ALL_CONTACTS]: <AllContactsPage />,
    [ROUTES.NEW_CONTACT]: <NewContactPage />,
    [ROUTES.NEW_CONTACT_MEDIA]: <ContactMediaPage />,
  });

describe('all contacts', () => {
  it('lists the contacts: profile links, a draft opening its step 2, tags and the saved date', async () => {
    db.contacts = [
      contact(),
      contact({ id: 43, guest_id: 43, first_name: 'Bo', last_name: 'Tan', is_private: true, is_draft: true }),
    ];
    renderAt('/directory/all-contacts?sort=name&order=desc&search=lee');
    const ann = await screen.findByRole('link', { name: 'Ann Lee' });
    expect(ann).toHaveAttribute('href', '/contact/42/overview');
    expect(screen.getByRole('link', { name: 'Bo Tan' })).toHaveAttribute('href', '/directory/new-contacts/upload/43');
    const bo = screen.getByRole('link', { name: 'Bo Tan' }).closest('tr') as HTMLElement;
    expect(within(bo).getByText('Private')).toBeInTheDocument();
    expect(within(bo).getByText('Draft')).toBeInTheDocument();
    const annRow = ann.closest('tr') as HTMLElement;
    expect(within(annRow).queryByText('Private')).not.toBeInTheDocument();
    expect(within(annRow).getByText('05.03.2026')).toBeInTheDocument();
    // The table's state in the URL becomes the API's parameters (`order` is the API's `direction`).
    expect((await sent('GET')).map(({ path }) => path)).toContain(
      '/contacts?page=1&per_page=10&search=lee&sort=name&direction=desc',
    );
    expect(screen.getByRole('link', { name: 'All contacts', current: 'page' })).toBeInTheDocument();
  });

  it('shows a guest its expert hid or removed as "No longer available", with no link and no details', async () => {
    db.contacts = [
      contact(),
      contact({
        id: 44,
        guest_id: 44,
        first_name: null,
        last_name: null,
        title: null,
        company_name: null,
        expertise: [],
        unavailable: true,
      }),
    ];
    renderAt('/directory/all-contacts');
    const gone = await screen.findByTestId('contact-unavailable');
    expect(gone).toHaveTextContent('No longer available');
    const row = gone.closest('tr') as HTMLElement;
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row).queryByText(/null/)).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Remove this contact' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ann Lee' })).toBeInTheDocument();
  });

  it('removes a contact only once the removal is confirmed, then shows the list again', async () => {
    const remove = answerListRemovals(
      [contact(), contact({ id: 43, guest_id: 43, first_name: 'Bo', last_name: 'Tan' })],
      '/contacts',
      'Removed from your contacts',
    );
    renderAt('/directory/all-contacts');
    await expectRemovalAsked(remove, {
      button: 'Remove Ann Lee',
      question: 'Remove Ann Lee from your contacts?',
      ok: 'Remove',
      url: '/contacts/42',
    });
  });

  it('says "No Result Found" with the ways to add contacts when there are none', async () => {
    // No contacts in the data set.
    renderAt('/directory/all-contacts');
    expect(await screen.findByText('No Result Found')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'the directory' })).toHaveAttribute('href', '/directory');
    // The empty state's own way, beside the tab of the same name.
    for (const link of screen.getAllByRole('link', { name: 'New contact' }))
      expect(link).toHaveAttribute('href', '/directory/new-contacts/create');
  });
});

describe('new contact, step 1', () => {
  it('Next stores the draft with POST /contacts/private and opens its step 2', async () => {
    answerLookups();
    const post = answerNewDraft();
    const { where } = renderAt('/directory/new-contacts/create');
    expect(screen.getByRole('heading', { level: 1, name: 'New contact' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New contact', current: 'page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Steps of a new contact' })).toHaveTextContent(
      /General Information.*Image & video/,
    );
    await fillAndGoOn(where, '/directory/new-contacts/upload/77');
    expect(post).toHaveBeenCalledWith('/contacts/private', expect.any(FormData));
  });

  it('back from step 2, Save and next changes the draft with POST /contacts/private/{id}/update', async () => {
    answerLookupsAndDraft();
    const post = answerNewDraft();
    const { where } = renderAt('/directory/new-contacts/create?id=77');
    await screen.findByDisplayValue('Chief Economist');
    fireEvent.click(screen.getByRole('button', { name: 'Save and next' }));
    await waitFor(() => expect(where()).toBe('/directory/new-contacts/upload/77'));
    expect(post).toHaveBeenCalledWith('/contacts/private/77/update', expect.any(FormData));
  });
});

describe('new contact, step 2', () => {
  const media = (over: Partial<PrivateContactMedia> = {}): PrivateContactMedia => ({
    id: 77,
    avatar: null,
    images: [],
    videos: [],
    ...over,
  });

  it('says "This contact draft does not exist", with a way to step 1', async () => {
    answerNoDraft();
    await expectMissingDraft(
      renderAt('/directory/new-contacts/upload/999').where,
      'contact',
      '/directory/new-contacts/create',
    );
  });

  it('reads and changes the contact’s media at its addresses, and Finish opens all contacts', async () => {
    // Draft 77, no media yet: uploads and videos change the data set.
    db.contactMedia.set(77, media());
    const { container, where } = renderAt('/directory/new-contacts/upload/77');
    // The photo's button is the browser's file input, named by its words.
    const input = await screen.findByLabelText('Upload photo');
    expect((await sent('GET')).map(({ path }) => path)).toContain('/contacts/private/77/media');
    fireEvent.change(input, { target: { files: [new File(['png'], 'ann.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('img', { name: "The contact's photo" })).toBeInTheDocument();
    const [{ path, body }] = await sent('POST');
    expect(path).toBe('/contacts/private/77/avatar');
    expect(((body as FormData).get('avatar') as File).name).toBe('ann.png');
    // A contact's photo is replaced, never removed.
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Video link (YouTube or Vimeo)'), {
      target: { value: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add video' }));
    await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());
    expect(await sent('POST')).toContainEqual({
      method: 'POST',
      path: '/contacts/private/77/videos',
      body: { url: 'https://youtu.be/dQw4w9WgXcQ' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(where()).toBe('/directory/all-contacts'));
    expect(await sent('POST')).toContainEqual({ method: 'POST', path: '/contacts/private/77/finish', body: undefined });
  });
});
