-- Read model: generations requested and not yet completed or failed (projection "pending-generations"),
-- the generation worker's to-do list. Unlike the itineraries list it keeps deleted itineraries: their
-- reservation must still be resolved. See docs/adr/0030-generation-pipeline.md.
CREATE TABLE pending_generations (
  itinerary_id text PRIMARY KEY,
  user_id      text NOT NULL,
  requested_at timestamptz NOT NULL
);
CREATE INDEX pending_generations_by_age ON pending_generations (requested_at);

-- Worker state, not a read model: which worker runs a generation, until when (a lease renewed while it
-- runs), and how many times a generation was started. A lease past its expiry may be taken by another
-- worker (crash recovery); an insert or conditional update decides the one winner.
CREATE TABLE generation_leases (
  itinerary_id text PRIMARY KEY,
  owner        text NOT NULL,
  lease_until  timestamptz NOT NULL,
  attempts     integer NOT NULL DEFAULT 1
);
