-- The local payment gateway (the embedded default's stand-in for Razorpay) keeps its own orders and
-- payments, as a gateway would on its side. Nothing here is ours: the ledger is in es_events.
CREATE TABLE local_gateway_orders (
  id            text PRIMARY KEY,
  amount_paise  bigint NOT NULL CHECK (amount_paise > 0),
  currency      text NOT NULL,
  receipt       text,
  notes         jsonb NOT NULL DEFAULT '{}',
  status        text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'attempted', 'paid')),
  attempts      integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE local_gateway_payments (
  id                text PRIMARY KEY,
  order_id          text NOT NULL REFERENCES local_gateway_orders (id),
  amount_paise      bigint NOT NULL,
  currency          text NOT NULL,
  status            text NOT NULL CHECK (status IN ('captured', 'failed')),
  error_code        text,
  error_description text,
  created_at        timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX local_gateway_payments_order ON local_gateway_payments (order_id, created_at);
