/** An email template as the API sends it (spec sections 3 and 7): title and HTML content. */
export interface EmailTemplate {
  id: number;
  title: string;
  /** HTML, cleaned by the server; may hold placeholders such as {guest_name}. */
  content: string;
  /** The journalist's one default template, offered first in an interview request. */
  default: boolean;
  created_at: string;
  updated_at: string;
}

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

export interface TemplateList {
  data: EmailTemplate[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

/** A write's answer: the template and the server's message for the toast. */
export interface TemplateSaved {
  data: EmailTemplate;
  message: string;
}
