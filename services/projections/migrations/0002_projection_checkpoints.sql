-- Where each projection has read the log up to. Written in the same transaction as the read-model
-- change, so a change is applied exactly once. See docs/adr/0004-projections.md.
CREATE TABLE projection_checkpoints (
  name           text PRIMARY KEY,
  transaction_id bigint NOT NULL,
  position       bigint NOT NULL,
  updated_at     timestamptz NOT NULL DEFAULT now()
);
