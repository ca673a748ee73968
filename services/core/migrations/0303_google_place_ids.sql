-- Which Google place a plan's place is (docs/adr/0161-google-place-details.md). Google's terms let us keep
-- place ids; everything else Google says (rating, hours, address) is read again and kept only in memory.
-- `google_place_id` is null when Google had no match; times are milliseconds since the epoch.
CREATE TABLE google_place_ids (
  query           text PRIMARY KEY,
  google_place_id text,
  looked_up_at_ms bigint NOT NULL
);
