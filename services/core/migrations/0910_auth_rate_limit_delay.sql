-- A per-phone limit is a growing delay, not a lockout (docs/adr/0240-login-limits.md): the time of the
-- last admitted attempt, so the next one can be held to the delay its count has earned.
ALTER TABLE auth_rate_limits ADD COLUMN last_attempt_ms bigint NOT NULL DEFAULT 0;
