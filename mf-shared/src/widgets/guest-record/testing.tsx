// What the guest record's tests share, here and in each app's page tests: the reference lists as
// the API answers them, a list's removals, the guest form filled in, a CSV file chosen. A page
// rendered at an address and a list's page are in mf-shared/test/server-data.
import userEvent from '@testing-library/user-event';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from 'mf-shared';
import { ANN_LEE } from 'mf-shared/test/guest';
import { pageOf } from 'mf-shared/test/server-data';

/** GET /countries, /expertises, /available and /languages. */
export const LOOKUPS: Record<string, { id: number; name: string; code?: string }[]> = {
  '/countries': [
    { id: 1, name: 'Singapore', code: 'SG' },
    { id: 2, name: 'Japan', code: 'JP' },
    { id: 3, name: 'Malaysia', code: 'MY' },
  ],
  '/expertises': [
    { id: 5, name: 'Finance' },
    { id: 6, name: 'Banking' },
  ],
  '/available': [{ id: 7, name: 'South-East Asia' }],
  '/languages': [{ id: 8, name: 'English', code: 'en' }],
};

type Get = (url: string, config?: unknown) => Promise<unknown>;

/**
 * A list that `api.get` answers with `rows` as they are now, and `api.delete` at `{path}/{id}`
 * removes from; answers the delete spy.
 */
export function answerListRemovals(rows: { id: number }[], path: string, message: string) {
  jest.spyOn(api, 'get').mockImplementation(async () => pageOf(rows));
  return jest.spyOn(api, 'delete').mockImplementation(async (url: string) => {
    rows = rows.filter((r) => `${path}/${r.id}` !== url);
    return { data: { message } };
  });
}

/**
 * Removing Ann Lee (42) from a list of Ann Lee and Bo Tan asks first: Cancel removes nothing, the
 * question's `ok` button removes her once at `url`, and the list read again has only Bo Tan.
 */
export async function expectRemovalAsked(
  remove: jest.SpyInstance,
  { button, question, ok, url }: { button: string; question: string; ok: string; url: string },
) {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  expect(await screen.findByText(question)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(remove).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('button', { name: button }));
  const ask = await screen.findByRole('tooltip');
  fireEvent.click(within(ask).getByRole('button', { name: ok }));
  await waitFor(() => expect(remove).toHaveBeenCalledWith(url));
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Ann Lee' })).not.toBeInTheDocument());
  expect(screen.getByRole('link', { name: 'Bo Tan' })).toBeInTheDocument();
  expect(remove).toHaveBeenCalledTimes(1);
}

/** `api.get` answers 404: there is no such draft. */
export const answerNoDraft = () =>
  jest.spyOn(api, 'get').mockRejectedValue({ isAxiosError: true, response: { status: 404 } });

/** `api.post` answers step 1 with the new draft 77. */
export const answerNewDraft = () =>
  jest.spyOn(api, 'post').mockResolvedValue({ data: { data: { id: 77, is_draft: true } } });

/** `api.get` answers the reference lists, and any other address with `other` (by default, a 404). */
export const answerLookups = (
  other: Get = async () => {
    throw { isAxiosError: true, response: { status: 404, data: { message: 'Not found' } } };
  },
) =>
  jest
    .spyOn(api, 'get')
    .mockImplementation(async (url: string, config?: unknown) =>
      url in LOOKUPS ? { data: { data: LOOKUPS[url] } } : other(url, config),
    );

export const DESCRIPTION =
  'Ann covers rates, inflation and housing across South-East Asia, and has advised two of its central banks.';

/** GET /guests/77 of a draft (what step 1 reads back from step 2): Ann Lee, everything valid, rated 4.5. */
export const DRAFT_PROFILE = {
  id: 77,
  ...ANN_LEE,
  country: [{ id: 1, name: 'Singapore' }],
  expertise: [{ id: 5, name: 'Finance' }],
  available: [{ id: 7, name: 'South-East Asia' }],
  languages: [],
  description: DESCRIPTION,
  rating: 4.5,
  is_company_description_visible: false,
  guest_company_description: null,
  manager_company_description: null,
};

/** `api.get` answers the reference lists and, at GET /guests/77, the draft. */
export const answerLookupsAndDraft = () =>
  answerLookups(async (url) => {
    expect(url).toBe('/guests/77');
    return { data: { data: DRAFT_PROFILE } };
  });

/** One more choice in a searchable list: type it, Enter takes the closest; its chip shows it was chosen. */
async function choose(label: string, option: string) {
  await userEvent.type(screen.getByRole('combobox', { name: label }), `${option}{Enter}{Escape}`);
  expect(screen.getByRole('button', { name: `Remove ${option}` })).toBeInTheDocument();
}

/** Every field the guest form asks for, valid: Ann Lee, Singapore and Japan, Finance, South-East Asia. */
export async function fillGuestForm() {
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ann' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lee' } });
  fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'Female' } });
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Chief Economist' } });
  fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Harbour Bank' } });
  fireEvent.change(screen.getByLabelText('LinkedIn'), { target: { value: 'https://www.linkedin.com/in/ann-lee' } });
  await choose('Country', 'Singapore');
  await choose('Country', 'Japan');
  await choose('Expertise', 'Finance');
  await choose('Available for appearances in', 'South-East Asia');
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: DESCRIPTION } });
}

/** Fills step 1 in, goes on with Next, and waits for step 2 (`stepTwo`, the draft 77's) to open. */
export async function fillAndGoOn(where: () => string | null, stepTwo: string) {
  await fillGuestForm();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(where()).toBe(stepTwo));
}

/** Step 2 of a draft that does not exist: it says so in the app's word, and its link opens step 1. */
export async function expectMissingDraft(where: () => string | null, noun: string, stepOne: string) {
  expect(await screen.findByText(`This ${noun} draft does not exist`)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('link', { name: 'Go to step 1: General Information' }));
  await waitFor(() => expect(where()).toBe(stepOne));
}

/** The CSV template's header row, then `rows`. */
export const CSV_HEADER =
  'First name,Last name,Gender,Title,Company,LinkedIn,Countries,Expertise,Available in,Languages,Description,Rating';

/** A valid CSV row for Ann Lee (lists by name, as a person writes them). */
export const CSV_ANN = `Ann,Lee,Female,Economist,Acme,https://www.linkedin.com/in/ann,Singapore; Malaysia,Finance,South-East Asia,English,"${DESCRIPTION}",4.5`;

/** Chooses a CSV file in the import, once it is ready for one. */
export async function chooseCsv(lines: string[], name = 'people.csv') {
  await screen.findByRole('button', { name: 'Download the template' });
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([lines.join('\n')], name, { type: 'text/csv' })] } });
}
