import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from 'mf-shared/kit/plain';
import { FAILED_TEXT, LoadingState } from 'mf-shared/kit/states';
import { useGuestProfile } from '../api/get-guest-profile';
import { GuestForm, guestFormValues, type GuestFormLookups, type GuestFormValues } from './GuestForm';

type Answer = { message?: string };

export interface GuestDraftStepProps {
  /** The draft's id from `?id=` (back from step 2): `undefined` for a new one, `null` for an id that is none. */
  id: number | null | undefined;
  lookups: GuestFormLookups;
  /** The app's write for a new draft (an expert's guest, a journalist's private contact). */
  useCreate: () => { mutateAsync: (values: GuestFormValues) => Promise<Answer & { data: { id: number } }> };
  useUpdate: (id: number) => { mutateAsync: (values: GuestFormValues) => Promise<Answer> };
  /** Step 2 of a draft, and step 1 anew. */
  mediaPath: (id: number) => string;
  newPath: string;
  /** What the person is called on this page: 'guest' or 'contact'. */
  noun: string;
}

/** Says the server's word on success, if it had one (moving on to step 2 says the rest). */
function said(answer: Answer) {
  if (answer.message) toast.success(answer.message);
}

function CreateDraft({ lookups, useCreate, mediaPath }: GuestDraftStepProps) {
  const create = useCreate();
  const navigate = useNavigate();
  const submit = async (values: GuestFormValues) => {
    const answer = await create.mutateAsync(values);
    said(answer);
    navigate(mediaPath(answer.data.id));
  };
  return <GuestForm lookups={lookups} onSubmit={submit} submitLabel="Next" />;
}

function EditDraft({ id, ...props }: GuestDraftStepProps & { id: number }) {
  const draft = useGuestProfile(id);
  const update = props.useUpdate(id);
  const navigate = useNavigate();

  if (draft.data) {
    const submit = async (values: GuestFormValues) => {
      said(await update.mutateAsync(values));
      navigate(props.mediaPath(id));
    };
    return (
      <GuestForm
        // Keyed by the draft: the form starts from its values once, and a later refetch never overwrites typing.
        key={draft.data.id}
        lookups={props.lookups}
        initialValues={guestFormValues(draft.data)}
        onSubmit={submit}
        submitLabel="Save and next"
        extra={<Button onClick={() => navigate(props.mediaPath(id))}>Skip to image & video</Button>}
      />
    );
  }
  if (draft.isPending) return <LoadingState />;
  return <MissingDraft {...props} failed={draft.isError} />;
}

function MissingDraft({
  noun,
  newPath,
  failed = false,
}: Pick<GuestDraftStepProps, 'noun' | 'newPath'> & { failed?: boolean }) {
  return (
    <div className="guest-draft__missing" role="status">
      <p className="guest-draft__missing-title">{failed ? FAILED_TEXT : `This ${noun} does not exist`}</p>
      {!failed && <p>It may have been removed. You can start a new {noun}.</p>}
      <Link to={newPath}>Start a new {noun}</Link>
    </div>
  );
}

/**
 * Step 1 of a guest in two steps (spec section 2: "step 1 stores a draft and moves on"): the guest
 * form for a new draft, or, back from step 2, the draft's values to change. The expert's guests
 * and a journalist's private contacts both use it with their own writes and paths.
 */
export function GuestDraftStep(props: GuestDraftStepProps) {
  if (props.id === undefined) return <CreateDraft {...props} />;
  if (props.id === null) return <MissingDraft {...props} />;
  return <EditDraft {...props} id={props.id} />;
}
