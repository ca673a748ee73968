-- Read model: each traveller's credit balance, folded from the credits ledger (projection
-- "credit-balances"). The ledger (es_events) stays the source of truth; `npm run audit` checks that
-- this table equals a replay. See docs/adr/0020-credits-ledger.md.
CREATE TABLE credit_balances (
  user_id          text PRIMARY KEY,
  purchased        bigint NOT NULL DEFAULT 0,
  captured         bigint NOT NULL DEFAULT 0,
  -- credits held by open reservations
  reserved         bigint NOT NULL DEFAULT 0,
  available        bigint GENERATED ALWAYS AS (purchased - captured - reserved) STORED,
  paise_paid       bigint NOT NULL DEFAULT 0,
  ledger_events    bigint NOT NULL DEFAULT 0,
  updated_at       timestamptz NOT NULL DEFAULT now()
);
