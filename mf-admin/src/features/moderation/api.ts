import type { ApiAnswer, ApiItem } from 'mf-shared/contract';
import { staffPost, useStaffAction, useStaffList } from '../../lib/staffApi';

export type ReportGroup = ApiItem<'/staff/moderation/reports'>;
export type RecentItem = ApiItem<'/staff/moderation/recent'>;
export type ModerationItem = Pick<ReportGroup, 'item_type' | 'item_id' | 'title' | 'hidden_at' | 'hidden_reason'>;

/** Open reports grouped by item, the most reported first (GET /staff/moderation/reports). */
export const useReportGroups = (params: { page: number; per_page: number }) =>
  useStaffList<ApiAnswer<'/staff/moderation/reports'>>('/staff/moderation/reports', params);

/** What was published in the last 14 days, newest first (GET /staff/moderation/recent). */
export const useRecentItems = (params: { page: number; per_page: number }) =>
  useStaffList<ApiAnswer<'/staff/moderation/recent'>>('/staff/moderation/recent', params);

type Answer = ApiAnswer<'/staff/moderation/{type}/{id}/hide', 'post'>;
const itemUrl = (item: ModerationItem) => `/staff/moderation/${item.item_type}/${item.item_id}`;

/** Hide or show again, with a reason the owner is told. */
export const useSetHidden = () =>
  useStaffAction(({ item, hide, reason }: { item: ModerationItem; hide: boolean; reason: string }) =>
    staffPost<Answer>(`${itemUrl(item)}/${hide ? 'hide' : 'unhide'}`, { reason }),
  );

/** Close the item's open reports, leaving it shown. */
export const useDismissReports = () =>
  useStaffAction(({ item }: { item: ModerationItem }) => staffPost<Answer>(`${itemUrl(item)}/dismiss`));
