import type { ApiItem } from '../../contract';

/**
 * GET /notifications: a notification of the signed-in user (spec sections 3, 4 and 7). `data` is
 * stored HTML; type Search is a saved search's digest of new matches (journalists), Payment a plan
 * paid, failed or ended.
 */
export type AppNotification = ApiItem<'/notifications'>;

/**
 * What a notification is about. Request (issue 27): a source request matched the expert's guests, or
 * closed; a pitch came in on the journalist's request, or was shortlisted or declined.
 */
export type NotificationType = AppNotification['type'] | 'Request';
