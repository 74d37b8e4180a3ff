import { Steps } from 'mf-shared/kit/plain';
import { Typography } from 'mf-shared/kit/typography';
import './guest-record.css';
import type { GuestRecordPaths } from './paths';

/** Each step's heading (spec section 2's step names). */
const HEADINGS = ['General Information', 'Guest image & Embed video'] as const;

/** An app's two steps of a guest record: its word for the record, and its routes. */
export interface GuestRecordSteps {
  /** 'guest' or 'contact': the steps' label ("Steps of a new guest"), the photo's alt text, a missing draft's words. */
  noun: string;
  /** Step 2's name in the steps bar (default: its heading, 'Guest image & Embed video'). */
  mediaStepTitle?: string;
  paths: GuestRecordPaths;
}

export interface RecordStepsProps extends Omit<GuestRecordSteps, 'paths'> {
  current: 0 | 1;
}

/** Where the person is in making a guest record, and the step's heading. */
export function RecordSteps({ current, noun, mediaStepTitle = HEADINGS[1] }: RecordStepsProps) {
  const titles = [HEADINGS[0], mediaStepTitle];
  return (
    <>
      <Steps titles={titles} current={current} label={`Steps of a new ${noun}`} />
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {HEADINGS[current]}
      </Typography.Title>
    </>
  );
}
