-- Read model: AI regenerations of a day or an activity requested and not yet completed or failed
-- (projection "pending-regenerations"): the list a server's sweep looks at to resume, or fail and release,
-- a regeneration whose process died (docs/adr/0130-refine-itinerary.md, "AI regeneration").
CREATE TABLE pending_regenerations (
  regeneration_id text PRIMARY KEY,
  itinerary_id    text NOT NULL,
  requested_at    timestamptz NOT NULL
);
CREATE INDEX pending_regenerations_by_age ON pending_regenerations (requested_at);

-- Runner state, not a read model: which server runs a regeneration, until when (renewed while it runs),
-- and how many times it was started; an expired lease may be taken over by another server's sweep.
CREATE TABLE regeneration_leases (
  regeneration_id text PRIMARY KEY,
  owner           text NOT NULL,
  lease_until     timestamptz NOT NULL,
  attempts        integer NOT NULL DEFAULT 1
);
