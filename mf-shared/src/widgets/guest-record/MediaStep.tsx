import { Link, useNavigate, useParams } from 'react-router-dom';
import { saySuccess } from 'mf-shared';
import { GuestMediaEditor, type GuestMedia, type GuestMediaWrites } from 'mf-shared/entities/guest';
import { Button, Notice } from 'mf-shared/kit/plain';
import { FAILED_TEXT, LoadingState } from 'mf-shared/kit/states';
import { idOf } from './paths';
import { RecordSteps, type GuestRecordSteps } from './RecordSteps';
import './guest-record.css';

export interface GuestRecordMediaStepProps {
  steps: GuestRecordSteps;
  /** The app's read of the draft's media: `null` when there is no such draft. */
  useMedia: (id: number) => { data?: GuestMedia | null; isPending: boolean; isError: boolean };
  /** The app's media writes for the draft. */
  useWrites: (id: number) => GuestMediaWrites;
  /** The app's write that ends the draft (publish, finish), then goes to `donePath`. */
  useFinish: (id: number) => { mutateAsync: () => Promise<{ message?: string }>; isPending: boolean };
  donePath: string;
}

function MissingDraft({
  steps: { noun, paths },
  failed,
}: Pick<GuestRecordMediaStepProps, 'steps'> & { failed: boolean }) {
  return (
    <div className="guest-record__missing">
      <Notice
        tone="warning"
        title={failed ? FAILED_TEXT : `This ${noun} draft does not exist`}
        description={
          failed ? undefined : 'Image and video come once the general information is saved: start with step 1.'
        }
      />
      <Link to={paths.general()}>Go to step 1: General Information</Link>
    </div>
  );
}

function Media({ id, ...props }: GuestRecordMediaStepProps & { id: number }) {
  const media = props.useMedia(id);
  const writes = props.useWrites(id);
  const finish = props.useFinish(id);
  const navigate = useNavigate();

  if (!media.data) {
    if (media.isPending) return <LoadingState />;
    return <MissingDraft steps={props.steps} failed={media.isError} />;
  }
  const done = async () => {
    try {
      saySuccess(await finish.mutateAsync());
      navigate(props.donePath);
    } catch {
      // The API client has said why.
    }
  };
  return (
    <>
      <GuestMediaEditor noun={props.steps.noun} media={media.data} {...writes} />
      <div className="guest-record__actions">
        <Button onClick={() => navigate(props.steps.paths.general(id))}>Back</Button>
        <Button variant="primary" loading={finish.isPending} onClick={() => void done()}>
          Finish
        </Button>
      </div>
    </>
  );
}

/**
 * Step 2 of a guest record, 'Guest image & Embed video', for the draft `:id` of the address.
 * Reachable only once the draft exists (step 1 made it); otherwise it says so and links to step 1.
 * Finish ends the draft with the app's write and goes to the app's list.
 */
export function GuestRecordMediaStep(props: GuestRecordMediaStepProps) {
  const id = idOf(useParams().id);
  return (
    <>
      <RecordSteps current={1} {...props.steps} />
      {id === null ? <MissingDraft steps={props.steps} failed={false} /> : <Media {...props} id={id} />}
    </>
  );
}
