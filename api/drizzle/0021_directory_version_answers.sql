-- A card shows its expert's response time ("answers within N h", from users.answer_median_minutes):
-- a change of it moves the directory's version too, so a kept search answer never shows an old one
-- (0020's statement triggers cannot name columns; answers are single-row updates, so a row trigger).
CREATE OR REPLACE FUNCTION directory_version_bump_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE directory_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_directory_version_answers AFTER UPDATE OF answer_count, answer_median_minutes ON users
  FOR EACH ROW WHEN (OLD.answer_count IS DISTINCT FROM NEW.answer_count
    OR OLD.answer_median_minutes IS DISTINCT FROM NEW.answer_median_minutes)
  EXECUTE FUNCTION directory_version_bump_row();
