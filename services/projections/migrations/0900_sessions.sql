-- Login sessions as the sessions projection sees them (read model of the session streams), for the
-- traveller's list of signed-in devices and "log out of all devices". Whether a token's session is live
-- is read from its stream, never from here. See docs/adr/0230-sessions.md.
CREATE TABLE sessions (
  session_id   text PRIMARY KEY,
  user_id      text NOT NULL,
  device       text NOT NULL,
  started_at   bigint NOT NULL,
  last_used_at bigint NOT NULL,
  ended_at     bigint,
  end_reason   text
);
CREATE INDEX sessions_live_by_user ON sessions (user_id) WHERE ended_at IS NULL;
