-- es_append never scans a whole table (docs/adr/0002-event-store-on-postgres.md, "Plans").
-- PL/pgSQL caches a generic plan per connection after five calls. On a new database the known-id
-- probe's plan was made while es_events was nearly empty: a sequential scan, kept for the life of the
-- connection, so every later append read the whole log (the benchmark: 71 million rows read for 12,000
-- appends, each slower than the one before). Every statement here has an index to use; with
-- sequential scans priced out, the cached plans use them whatever the table's size was when planned.
-- (Planning each call afresh, plan_cache_mode = force_custom_plan, also cured it, but cost 10-30 %
-- more per append with 16 writers and per event in 100-event batches, measured side by side.)
ALTER FUNCTION es_append(text[], bigint[], bigint[], text[], bigint[], uuid[], text[], jsonb[], jsonb[])
  SET enable_seqscan = off;
