import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tsvector } from './columns';
import { guests } from './guests';

/**
 * The directory's search document of each guest (POST /search-guest), kept by database triggers
 * (migration 0002: on guests, guest_expertises and expertises) since it joins the guest's
 * expertise names, which a generated column cannot. `document`: weighted full text (names A;
 * title, company and expertise names B; description C), accents folded. `search_text`: names and
 * expertise names, lower case and accent-free, for trigram typo tolerance.
 */
export const guestSearchDocuments = pgTable(
  'guest_search_documents',
  {
    guest_id: integer('guest_id')
      .primaryKey()
      .references(() => guests.id, { onDelete: 'cascade' }),
    document: tsvector('document').notNull(),
    search_text: text('search_text').notNull(),
  },
  (t) => [
    index('guest_search_documents_document_idx').using('gin', t.document),
    index('guest_search_documents_text_trgm_idx').using('gin', t.search_text.op('gin_trgm_ops')),
  ],
);
