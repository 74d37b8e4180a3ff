// The template entity: a journalist's email templates (types, query keys, API hooks, placeholders).
// Used by the journalist's template pages and by the interview request. Entities do not import each other.
export * from './types';
export { templateKeys } from './keys';
export {
  useCreateTemplate,
  useDeleteTemplate,
  useMakeDefaultTemplate,
  useTemplate,
  useTemplates,
  useUpdateTemplate,
} from './hooks';
export {
  escapeHtml,
  fillPlaceholders,
  TEMPLATE_PLACEHOLDERS,
  type PlaceholderKey,
  type PlaceholderValues,
} from './placeholders';
