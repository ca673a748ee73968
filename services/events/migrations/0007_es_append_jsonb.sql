-- The append's input as one JSON document, and its answer as one (docs/adr/0002-event-store-on-postgres.md,
-- "Append cost", issue 14). Same guarantees and errors as 0006; only the way in and out changes.
--
-- 1. In: one jsonb parameter, [{"stream", "expected", "events": [{"id", "type", "data", "meta"}]}], instead
--    of eight arrays. Each array element was escaped by the client and unescaped by the server, and every
--    event's data and metadata were parsed as a jsonb[] element of their own: for a 100-event append the
--    arrays were about a third longer than the JSON and cost the client 0.4 ms of escaping alone. The
--    stream's name and each version are no longer repeated per event: versions follow from the expected
--    version and the event's place. jsonb_to_recordset hands the data and metadata on as jsonb without
--    parsing them again. The keys are short because they are repeated per event.
-- 2. Out: one row, (transaction_id, positions), not a row per event. The positions come in the order
--    the events were given, sorted by position rather than taken in the order INSERT ... RETURNING
--    happens to give rows back: the rows are inserted in the input's order, and the positions one
--    statement takes from the sequence only grow. They are text: a bigint may not fit a JavaScript number.
DROP FUNCTION es_append(text[], bigint[], text[], bigint[], uuid[], text[], jsonb[], jsonb[]);

-- Streams come sorted by stream id, so two multi-stream appends wait on each other's index entries in
-- one order and never deadlock. Events keep their order: positions follow the streams' order, then each
-- stream's events in order, so the log order within one append is the order they were given in.
CREATE FUNCTION es_append(p_appends jsonb, OUT out_transaction_id text, OUT out_positions text[])
LANGUAGE plpgsql
-- Every statement here has an index; see migration 0005 for why the cached plans must not scan.
SET enable_seqscan = off
AS $$
DECLARE
  s record;
  v_actual bigint;
  v_tx bigint;
BEGIN
  FOR s IN SELECT a.stream, a.expected FROM jsonb_to_recordset(p_appends) AS a(stream text, expected bigint) LOOP
    SELECT coalesce(max(e.stream_version), 0) INTO v_actual FROM es_events e WHERE e.stream_id = s.stream;
    IF v_actual <> s.expected THEN
      RAISE EXCEPTION 'wrong expected version'
        USING ERRCODE = 'ES409',
              DETAIL = json_build_object('stream', s.stream, 'expected', s.expected, 'actual', v_actual)::text;
    END IF;
  END LOOP;

  -- Only now: a refused append never takes a transaction id (nor writes an abort record for it).
  v_tx := pg_current_xact_id()::text::bigint;
  WITH inserted AS (
    INSERT INTO es_events (transaction_id, stream_id, stream_version, event_id, event_type, data, metadata)
    SELECT v_tx, a.stream, a.expected + e.n, e.id, e.type, e.data, e.meta
    FROM ROWS FROM (jsonb_to_recordset(p_appends) AS (stream text, expected bigint, events jsonb))
           WITH ORDINALITY AS a(stream, expected, events, n)
    CROSS JOIN LATERAL ROWS FROM (jsonb_to_recordset(a.events) AS (id uuid, type text, data jsonb, meta jsonb))
           WITH ORDINALITY AS e(id, type, data, meta, n)
    ORDER BY a.n, e.n
    RETURNING position
  )
  SELECT array_agg(i.position::text ORDER BY i.position) INTO out_positions FROM inserted i;
  out_transaction_id := v_tx::text;
END;
$$;
