-- A leaner append (docs/adr/0002-event-store-on-postgres.md, "Append cost", issue 14). Same guarantees:
-- a numeric expected version per stream, idempotent event ids, the log read in (transaction_id, position)
-- order below the oldest running transaction.
--
-- 1. One index for the position and the log order. The primary key on position alone and the log-order
--    index (transaction_id, position) were two indexes to maintain per event; every reader goes through
--    the log order (readLog, head), nobody looks an event up by its position alone, and bigserial keeps
--    positions unique by itself. The primary key is now (transaction_id, position).
-- 2. No stream version row. A stream's version is max(stream_version) of its events, read from the
--    (stream_id, stream_version) unique index, which stays the optimistic lock: of two writers at the
--    same expected version, the second waits on the first's index entry and fails with 23505 once the
--    first commits (or goes ahead if it rolls back). The row's update was a heap write, an index lookup
--    and WAL per stream per append; a new stream also inserted a row and an index entry.
-- 3. No up-front probe for known event ids. It was there so that a retry failed before it locked and
--    bumped the stream rows (ADR 0002). With no stream rows a retry locks nothing: its version check
--    fails (the first append moved the stream on) before it writes, and the caller compares payloads as
--    before. An id reused on a stream whose check passes is refused by es_events_event_id_unique (23505).
--    The probe was one descent of the event-id index per event, on top of the insert's own.
-- 4. The transaction id is taken once per append, not per row (the column default stays for anyone
--    inserting rows by hand); the function returns only what the caller does not know: the positions.
ALTER TABLE es_events DROP CONSTRAINT es_events_pkey;
DROP INDEX es_events_log_order;
ALTER TABLE es_events ADD CONSTRAINT es_events_pkey PRIMARY KEY (transaction_id, position);

DROP FUNCTION es_append(text[], bigint[], bigint[], text[], bigint[], uuid[], text[], jsonb[], jsonb[]);
DROP TABLE es_streams;

-- One round trip per append, in one transaction. A stream whose version is not the expected one raises
-- ES409 and nothing is written; a writer that commits the same stream version first makes this insert
-- fail on es_events_stream_version_unique (23505), which the caller maps to the same conflict; a known
-- event id fails on es_events_event_id_unique (23505). After any of these the caller reads the events
-- by id: an identical earlier append is returned as the result (idempotent retry). Streams
-- and their events come sorted by stream id, so two multi-stream appends wait on each other's index
-- entries in one order and never deadlock.
CREATE FUNCTION es_append(
  p_streams        text[],
  p_expected       bigint[],
  p_event_streams  text[],
  p_event_versions bigint[],
  p_event_ids      uuid[],
  p_event_types    text[],
  p_event_data     jsonb[],
  p_event_metadata jsonb[]
) RETURNS TABLE (out_position bigint, out_transaction_id text)
LANGUAGE plpgsql
-- Every statement here has an index; see migration 0005 for why the cached plans must not scan.
SET enable_seqscan = off
AS $$
DECLARE
  i integer;
  v_actual bigint;
  v_tx bigint;
  v_tx_text text;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_streams, 1), 0) LOOP
    SELECT coalesce(max(e.stream_version), 0) INTO v_actual FROM es_events e WHERE e.stream_id = p_streams[i];
    IF v_actual <> p_expected[i] THEN
      RAISE EXCEPTION 'wrong expected version'
        USING ERRCODE = 'ES409',
              DETAIL = json_build_object('stream', p_streams[i], 'expected', p_expected[i], 'actual', v_actual)::text;
    END IF;
  END LOOP;

  -- Only now: a refused append never takes a transaction id (nor writes an abort record for it).
  v_tx := pg_current_xact_id()::text::bigint;
  v_tx_text := v_tx::text;
  RETURN QUERY
  INSERT INTO es_events (transaction_id, stream_id, stream_version, event_id, event_type, data, metadata)
  SELECT v_tx, u.stream_id, u.stream_version, u.event_id, u.event_type, u.data, u.metadata
  FROM unnest(p_event_streams, p_event_versions, p_event_ids, p_event_types, p_event_data, p_event_metadata)
    WITH ORDINALITY AS u(stream_id, stream_version, event_id, event_type, data, metadata, n)
  ORDER BY u.n
  RETURNING es_events.position, v_tx_text;
END;
$$;
