import { number, object, string } from 'yup';
import { V } from './messages';

/**
 * Reports (issue 26): what visitors and users may report, and why. Story ideas and briefings are
 * both events; a question is one message of a question thread, reported by the other side.
 */
export const REPORT_ITEM_TYPES = ['news', 'story_idea', 'event', 'guest', 'question'] as const;
export type ReportItemType = (typeof REPORT_ITEM_TYPES)[number];

export const REPORT_REASONS = ['spam', 'offensive', 'misleading', 'personal_data', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The reasons as the report dialog and the console name them. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  offensive: 'Offensive or abusive',
  misleading: 'False or misleading',
  personal_data: 'Shares personal data',
  other: 'Something else',
};

/** What the console and the messages call each kind of item. */
export const REPORT_ITEM_LABELS: Record<ReportItemType, string> = {
  news: 'News',
  story_idea: 'Story idea',
  event: 'Event',
  guest: 'Guest profile',
  question: 'Question',
};

export const REPORT_NOTE_MAX = 1000;
export const REPORT_REASON_REQUIRED = 'Please choose a reason';

/** A report from the "Report" dialog: the item, a reason and an optional note. */
export const reportSchema = object({
  item_type: string()
    .oneOf([...REPORT_ITEM_TYPES], 'Unknown kind of item')
    .required(V.REQUIRED),
  item_id: number().typeError(V.REQUIRED).integer().positive().required(V.REQUIRED),
  reason: string()
    .oneOf([...REPORT_REASONS], REPORT_REASON_REQUIRED)
    .required(REPORT_REASON_REQUIRED),
  note: string().trim().max(REPORT_NOTE_MAX, `This field must be at most ${REPORT_NOTE_MAX} characters`).optional(),
});
