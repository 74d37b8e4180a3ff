import { generatePath } from 'react-router-dom';
import { ROUTES } from 'mf-shared';

/** The template pages (spec section 2: /email-templates/all, /new, /edit/{id}). */
export const TEMPLATE_PATHS = {
  LIST: ROUTES.EMAIL_TEMPLATES,
  NEW: ROUTES.EMAIL_TEMPLATE_NEW,
  EDIT: ROUTES.EMAIL_TEMPLATE_EDIT,
} as const;

export const editTemplatePath = (id: number) => generatePath(TEMPLATE_PATHS.EDIT, { id: String(id) });

/** Where a form returns to: the list as it was left (its page, sort and search), passed in the link's state. */
export interface FromList {
  from?: string;
}
