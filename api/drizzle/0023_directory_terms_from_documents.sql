-- Issue 28, third round. A filter row's terms are its document's A and B entries (names; title,
-- company and expertise names): `ts_filter` takes them from the document, which every trigger
-- refreshes before the filter rows, instead of parsing the same words three more times.
-- 0022's guest_search_terms() was not inlined (a sub-select argument used twice) and cost 0.12 ms a
-- guest, most of the seeder's refresh at 1,000,000 guests; ts_filter costs a twentieth of that, and
-- gives the same tsvector (compared on all 100,000 guests of a seeded database: no difference).
CREATE OR REPLACE FUNCTION refresh_guest_search_filters(ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO guest_search_filters AS f (guest_id, visible, gender, rating, created_at, sort_last, sort_first,
    name_key, expertise_ids, country_ids, region_ids, language_ids, terms)
  SELECT g.id,
    NOT g.is_draft AND NOT g.is_private AND NOT g.is_hidden AND g.deleted_at IS NULL AND g.hidden_at IS NULL
      AND u.role = 0 AND u.status = 1 AND u.date_deleting IS NULL,
    g.gender, g.rating, g.created_at, lower(g.last_name), lower(g.first_name),
    lower(immutable_unaccent(g.first_name || ' ' || g.last_name)),
    ARRAY(SELECT l.expertise_id FROM guest_expertises l WHERE l.guest_id = g.id ORDER BY 1),
    ARRAY(SELECT l.country_id FROM guest_countries l WHERE l.guest_id = g.id ORDER BY 1),
    ARRAY(SELECT l.region_id FROM guest_regions l WHERE l.guest_id = g.id ORDER BY 1),
    ARRAY(SELECT l.language_id FROM guest_languages l WHERE l.guest_id = g.id ORDER BY 1),
    coalesce(ts_filter(d.document, '{a,b}'), ''::tsvector)
  FROM guests g JOIN users u ON u.id = g.user_id
  LEFT JOIN guest_search_documents d ON d.guest_id = g.id
  WHERE g.id = ANY(ids)
  ON CONFLICT (guest_id) DO UPDATE SET visible = excluded.visible, gender = excluded.gender,
    rating = excluded.rating, created_at = excluded.created_at, sort_last = excluded.sort_last,
    sort_first = excluded.sort_first, name_key = excluded.name_key, expertise_ids = excluded.expertise_ids,
    country_ids = excluded.country_ids, region_ids = excluded.region_ids, language_ids = excluded.language_ids,
    terms = excluded.terms
  -- An unchanged row is left alone: no dead tuple, no count churn.
  WHERE (f.visible, f.gender, f.rating, f.created_at, f.sort_last, f.sort_first, f.name_key, f.expertise_ids,
      f.country_ids, f.region_ids, f.language_ids, f.terms)
    IS DISTINCT FROM (excluded.visible, excluded.gender, excluded.rating, excluded.created_at, excluded.sort_last,
      excluded.sort_first, excluded.name_key, excluded.expertise_ids, excluded.country_ids, excluded.region_ids,
      excluded.language_ids, excluded.terms);
$$;
