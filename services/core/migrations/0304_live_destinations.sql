-- Destinations grounded on the live source (issue 41, docs/adr/0260-live-grounding.md), shared by every
-- traveller who plans them. Google's terms let us keep place ids and nothing else: no name, address,
-- location, rating or hours is stored here; those are read again from Google and held only in memory.
-- `key` is the destination as typed, by trip type ("international:ulaanbaatar"); times are milliseconds
-- since the epoch.
CREATE TABLE live_destinations (
  key           text PRIMARY KEY,
  -- Google's place id of the destination's area: read again by id (Place Details), not searched again.
  area_place_id text NOT NULL CHECK (area_place_id <> ''),
  found_at_ms   bigint NOT NULL
);

-- The place ids the destination's guide was built from: the search that found each (its role) and its
-- place among that search's places in Google's order (its rank, from 0). Replaced whole on each grounding.
CREATE TABLE live_destination_places (
  destination_key text NOT NULL REFERENCES live_destinations (key) ON DELETE CASCADE,
  role            text NOT NULL CHECK (role IN ('sight', 'food', 'food-vegetarian', 'stay', 'hub', 'station')),
  google_place_id text NOT NULL CHECK (google_place_id <> ''),
  rank            integer NOT NULL CHECK (rank >= 0),
  PRIMARY KEY (destination_key, role, google_place_id)
);
