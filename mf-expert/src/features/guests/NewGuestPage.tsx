import { Button, Result, Skeleton } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { ROUTES } from 'mf-shared';
import { GuestForm, guestFormValues, useGuestProfile, type GuestFormValues } from 'mf-shared/entities/guest';
import { PageHeader } from 'mf-shared/kit/page';
import { FAILED_TEXT } from 'mf-shared/kit/states';
import { useCreateGuest, useUpdateGuest } from '../../lib/guests';
import { useGuestFormLookups } from '../../lib/useGuestFormLookups';
import { GuestSteps } from './GuestSteps';
import { GuestsTabs } from './GuestsTabs';
import { guestMediaStepPath, idOf, newGuestPath } from './paths';

/** Says the server's word on success, if it had one (moving on to step 2 says the rest). */
function said(answer: { message?: string }) {
  if (answer.message) toast.success(answer.message);
}

function CreateGuest() {
  const lookups = useGuestFormLookups();
  const create = useCreateGuest();
  const navigate = useNavigate();
  const submit = async (values: GuestFormValues) => {
    const answer = await create.mutateAsync(values);
    said(answer);
    navigate(guestMediaStepPath(answer.data.id));
  };
  return <GuestForm lookups={lookups} onSubmit={submit} submitLabel="Next" />;
}

function EditDraft({ id }: { id: number }) {
  const lookups = useGuestFormLookups();
  const draft = useGuestProfile(id);
  const update = useUpdateGuest(id);
  const navigate = useNavigate();

  if (draft.data) {
    const submit = async (values: GuestFormValues) => {
      said(await update.mutateAsync(values));
      navigate(guestMediaStepPath(id));
    };
    return (
      <GuestForm
        // Keyed by the draft: the form starts from its values once; a later refetch never overwrites typing.
        key={draft.data.id}
        lookups={lookups}
        initialValues={guestFormValues(draft.data)}
        onSubmit={submit}
        submitLabel="Save and next"
        extra={<Button onClick={() => navigate(guestMediaStepPath(id))}>Skip to image & video</Button>}
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
      title={failed ? FAILED_TEXT : 'This guest does not exist'}
      subTitle={failed ? undefined : 'It may have been removed. You can start a new guest.'}
      extra={<Link to={newGuestPath()}>Start a new guest</Link>}
    />
  );
}

/**
 * /guests/new-guest/create: step 1 of a new guest, 'General Information' (spec section 5's guest
 * rules). It stores a draft and moves on to step 2; with `?id=` (back from step 2) it changes that
 * draft instead.
 */
export default function NewGuestPage() {
  const [params] = useSearchParams();
  const param = params.get('id');
  const id = idOf(param);
  return (
    <section>
      <GuestsTabs />
      <PageHeader
        title="Create new guest"
        subtitle="A person you offer to journalists: yourself or a colleague."
        actions={<Link to={ROUTES.GUESTS}>All guests</Link>}
      />
      <GuestSteps current={0} />
      {param === null ? <CreateGuest /> : id === null ? <MissingDraft /> : <EditDraft id={id} />}
    </section>
  );
}
