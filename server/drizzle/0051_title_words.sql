-- Issue 46: a title's words indexed apart from the whole search vector, so that search finds the
-- events and achievements a common word is in the title of through an index (the candidates it
-- ranks), not by reading every row the word appears in.
CREATE INDEX "achievements_title_words_idx" ON "achievements" USING gin (to_tsvector('english'::regconfig, coalesce("title", '')));--> statement-breakpoint
CREATE INDEX "events_title_words_idx" ON "events" USING gin (to_tsvector('english'::regconfig, coalesce("title", '')));