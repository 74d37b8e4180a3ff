import { useSearchParams } from 'react-router-dom';
import { GuestDraftStep, type GuestDraftStepProps } from 'mf-shared/entities/guest';
import { useGuestFormLookups } from './lookups';
import { idOf } from './paths';
import { RecordSteps, type GuestRecordSteps } from './RecordSteps';

export interface GuestRecordGeneralStepProps extends Pick<GuestDraftStepProps, 'useCreate' | 'useUpdate'> {
  steps: GuestRecordSteps;
}

/**
 * Step 1 of a guest record (an expert's guest, a journalist's private contact): the steps, then
 * the guest form for a new draft, or with `?id=` (back from step 2) the draft's values to change.
 * The app gives its writes and paths; the page around it gives the tabs and the header.
 */
export function GuestRecordGeneralStep({ steps, useCreate, useUpdate }: GuestRecordGeneralStepProps) {
  const [params] = useSearchParams();
  const param = params.get('id');
  const lookups = useGuestFormLookups();
  return (
    <>
      <RecordSteps current={0} {...steps} />
      <GuestDraftStep
        id={param === null ? undefined : idOf(param)}
        lookups={lookups}
        useCreate={useCreate}
        useUpdate={useUpdate}
        mediaPath={steps.paths.media}
        newPath={steps.paths.general()}
        noun={steps.noun}
      />
    </>
  );
}
