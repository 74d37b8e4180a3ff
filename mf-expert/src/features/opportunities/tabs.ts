import { SOURCE_REQUEST_PATHS } from 'mf-shared/entities/source-request';

/** The two views of the expert's opportunities, drawn as tabs. */
export const OPPORTUNITY_TABS = [
  { to: SOURCE_REQUEST_PATHS.OPPORTUNITIES, label: 'Opportunities' },
  { to: SOURCE_REQUEST_PATHS.MY_PITCHES, label: 'My pitches' },
];
