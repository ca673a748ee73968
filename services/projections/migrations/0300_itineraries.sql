-- Read model: itineraries as their owners list them and as share links show them (projection
-- "itineraries", from the itinerary streams). Deleted itineraries are removed. Rebuilt from the log at
-- will: never the source of truth. See docs/adr/0030-generation-pipeline.md.
CREATE TABLE itineraries (
  id                   text PRIMARY KEY,
  user_id              text NOT NULL,
  status               text NOT NULL,
  destination          text NOT NULL,
  destination_type     text NOT NULL,
  duration             integer NOT NULL,
  travel_dates         text NOT NULL,
  budget               text NOT NULL,
  travel_style         text NOT NULL,
  accommodation        text NOT NULL,
  transportation       text NOT NULL,
  dietary_restrictions text NOT NULL,
  travelling_with      text NOT NULL,
  interests            jsonb NOT NULL,
  origin               text NOT NULL,
  created_at           timestamptz NOT NULL,
  share_token          text NOT NULL UNIQUE,
  pdf_url              text,
  content              jsonb,
  progress_done        integer,
  progress_total       integer,
  failure_reason       text,
  updated_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX itineraries_by_user ON itineraries (user_id, created_at DESC);
