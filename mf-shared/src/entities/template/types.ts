import type { ApiAnswer, ApiData } from '../../contract';

/**
 * GET /email-templates/{id}: an email template (spec sections 3 and 7). `content` is HTML cleaned by
 * the server and may hold placeholders such as {guest_name}; `default` marks the journalist's one
 * default template, offered first in an interview request.
 */
export type EmailTemplate = ApiData<'/email-templates/{id}'>;

/** What a template form sends (POST and PATCH). */
export interface TemplateInput {
  title: string;
  content: string;
}

export type TemplateSort = 'title' | 'updated_at' | 'created_at';

/** The list's query; without `sort` the default comes first, then the newest change. */
export interface TemplateListParams {
  page?: number;
  per_page?: number;
  search?: string;
  sort?: TemplateSort;
  order?: 'asc' | 'desc';
}

/** GET /email-templates: one page of templates. */
export type TemplateList = ApiAnswer<'/email-templates'>;

/** A write's answer (POST, PATCH, POST …/default): the template and the server's message for the toast. */
export type TemplateSaved = ApiAnswer<'/email-templates', 'post', 201>;
