-- Leases on singleton work shared by several processes: a projection's active runner
-- ("projection:<name>"), a reconciler's claim on one order ("reconcile:<order id>"). A lease is taken
-- by an insert, or by an update of an expired lease (or one its owner renews); the row's conditional
-- upsert decides the one winner. See docs/adr/0060-scale-out.md.
CREATE TABLE work_leases (
  name        text PRIMARY KEY,
  owner       text NOT NULL,
  lease_until timestamptz NOT NULL
);
