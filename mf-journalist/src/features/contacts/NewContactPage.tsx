import { Button, Result, Skeleton } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { ROUTES } from 'mf-shared';
import { GuestForm, guestFormValues, useGuestProfile, type GuestFormValues } from 'mf-shared/entities/guest';
import { PageHeader } from 'mf-shared/kit/page';
import { FAILED_TEXT } from 'mf-shared/kit/states';
import { useCreatePrivateContact, useUpdatePrivateContact } from '../../lib/contacts';
import { DirectoryTabs } from '../../lib/DirectoryTabs';
import { ContactSteps } from './ContactSteps';
import { contactMediaPath, idOf, newContactPath } from './paths';
import { useGuestFormLookups } from './useGuestFormLookups';

/** Says the server's word on success, if it had one (moving on to step 2 says the rest). */
function said(answer: { message?: string }) {
  if (answer.message) toast.success(answer.message);
}

function CreateContact() {
  const lookups = useGuestFormLookups();
  const create = useCreatePrivateContact();
  const navigate = useNavigate();
  const submit = async (values: GuestFormValues) => {
    const answer = await create.mutateAsync(values);
    said(answer);
    navigate(contactMediaPath(answer.data.id));
  };
  return <GuestForm lookups={lookups} onSubmit={submit} submitLabel="Next" />;
}

function EditDraft({ id }: { id: number }) {
  const lookups = useGuestFormLookups();
  const draft = useGuestProfile(id);
  const update = useUpdatePrivateContact(id);
  const navigate = useNavigate();

  if (draft.data) {
    const submit = async (values: GuestFormValues) => {
      said(await update.mutateAsync(values));
      navigate(contactMediaPath(id));
    };
    return (
      <GuestForm
        // Keyed by the draft: the form starts from its values once, and a later refetch never overwrites typing.
        key={draft.data.id}
        lookups={lookups}
        initialValues={guestFormValues(draft.data)}
        onSubmit={submit}
        submitLabel="Save and next"
        extra={<Button onClick={() => navigate(contactMediaPath(id))}>Skip to image & video</Button>}
      />
    );
  }
  if (draft.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <MissingDraft failed={draft.isError} />;
}

function MissingDraft({ failed = false }: { failed?: boolean }) {
  return (
    <Result
      status="warning"
      title={failed ? FAILED_TEXT : 'This contact does not exist'}
      subTitle={failed ? undefined : 'It may have been removed. You can start a new contact.'}
      extra={<Link to={newContactPath()}>Start a new contact</Link>}
    />
  );
}

/**
 * /directory/new-contacts/create: step 1 of a private contact, its general information (spec
 * section 5's guest rules). It stores a draft and moves on to step 2; with `?id=` (back from step
 * 2) it changes that draft instead.
 */
export default function NewContactPage() {
  const [params] = useSearchParams();
  const param = params.get('id');
  const id = idOf(param);
  return (
    <section>
      <DirectoryTabs />
      <PageHeader
        title="New contact"
        subtitle="A contact only you see, kept with the guests you saved from the directory."
        actions={<Link to={ROUTES.ALL_CONTACTS}>All contacts</Link>}
      />
      <ContactSteps current={0} />
      {param === null ? <CreateContact /> : id === null ? <MissingDraft /> : <EditDraft id={id} />}
    </section>
  );
}
