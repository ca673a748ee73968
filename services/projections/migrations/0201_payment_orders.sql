-- Read model: every order and whether its credits arrived (projection "payment-orders"). Support and
-- the reconciler look here for orders awaiting credit. See docs/adr/0021-payment-gateway.md.
CREATE TABLE payment_orders (
  order_id             text PRIMARY KEY,
  user_id              text NOT NULL,
  package_id           text NOT NULL,
  credits              integer NOT NULL,
  amount_paise         bigint NOT NULL,
  gateway              text NOT NULL,
  created_at           timestamptz NOT NULL,
  -- 'awaiting-credit' until a payment is captured (and the credits added in the same append)
  status               text NOT NULL DEFAULT 'awaiting-credit' CHECK (status IN ('awaiting-credit', 'credited')),
  payment_id           text,
  captured_by          text,
  credited_at          timestamptz,
  failed_verifications integer NOT NULL DEFAULT 0,
  last_reviewed_at     timestamptz
);

CREATE INDEX payment_orders_awaiting ON payment_orders (created_at) WHERE status = 'awaiting-credit';
CREATE INDEX payment_orders_user ON payment_orders (user_id, created_at);
