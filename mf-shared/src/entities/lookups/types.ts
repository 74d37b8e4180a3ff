import type { ApiItem } from '../../contract';

/** GET /mediums (and /available, /areas, which answer the same shape): a reference entry. */
export type Named = ApiItem<'/mediums'>;
/** GET /countries (and /languages): countries and languages carry their ISO code. */
export type Coded = ApiItem<'/countries'>;
/** GET /expertises: `topic_filter` places it among the /allposts filter buttons. */
export type Expertise = ApiItem<'/expertises'>;
