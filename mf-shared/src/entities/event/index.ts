// The event entity: briefings and story ideas, as the expert's pages and the public pages use them.
export * from './types';
export { eventKeys } from './keys';
export {
  eventFormData,
  useAskEventQuestion,
  useCancelRegistration,
  useCreateEvent,
  useDeleteEvent,
  useEventItem,
  useEventQuestions,
  useEventRegistrants,
  useMyEvents,
  useRegisterForEvent,
  useRelatedSearch,
  useUpdateEvent,
  type EventSaid,
} from './api/manage-events';
