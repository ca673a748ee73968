-- State of the local phone-auth provider (the embedded stand-in for Firebase) and of the abuse limits.
-- Not events: codes are short-lived secrets, kept hashed, and deleted once used or replaced.
-- Times are milliseconds since the epoch from the app's clock, so tests can move time.

-- One live code per phone: asking again replaces it (and resets its tries).
CREATE TABLE auth_local_codes (
  phone         text PRIMARY KEY,
  code_hash     text NOT NULL,
  expires_at_ms bigint NOT NULL,
  tries         integer NOT NULL DEFAULT 0
);

-- Fixed-window counters shared by every API instance, e.g. bucket 'send-otp:phone:+919876543210'.
CREATE TABLE auth_rate_limits (
  bucket            text PRIMARY KEY,
  window_started_ms bigint NOT NULL,
  hits              integer NOT NULL
);
CREATE INDEX auth_rate_limits_window ON auth_rate_limits (window_started_ms);
