-- The event store: the system of record. See docs/adr/0002-event-store-on-postgres.md.

CREATE TABLE es_streams (
  stream_id text PRIMARY KEY,
  version   bigint NOT NULL CHECK (version > 0)
);

CREATE TABLE es_events (
  position       bigserial PRIMARY KEY,
  -- The writing transaction: readers order by (transaction_id, position) and read only below the
  -- oldest running transaction, so an event that commits late with a lower position is never skipped.
  -- A bigint holding the xid8 value: plain to compare and to pass as a parameter from both drivers.
  transaction_id bigint NOT NULL DEFAULT pg_current_xact_id()::text::bigint,
  stream_id      text NOT NULL,
  stream_version bigint NOT NULL CHECK (stream_version > 0),
  event_id       uuid NOT NULL,
  event_type     text NOT NULL,
  data           jsonb NOT NULL,
  metadata       jsonb NOT NULL,
  recorded_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT es_events_stream_version_unique UNIQUE (stream_id, stream_version),
  CONSTRAINT es_events_event_id_unique UNIQUE (event_id)
);

CREATE INDEX es_events_log_order ON es_events (transaction_id, position);

-- One round trip per append, in one transaction: check and bump every stream's version (the optimistic
-- lock), then insert the events. Streams must come sorted by id so two multi-stream appends never
-- deadlock. A stale expected version raises ES409 and nothing is written; a known event id raises
-- ES208 so the caller can compare payloads and return the first result (idempotent retry).
CREATE FUNCTION es_append(
  p_streams        text[],
  p_expected       bigint[],
  p_new_versions   bigint[],
  p_event_streams  text[],
  p_event_versions bigint[],
  p_event_ids      uuid[],
  p_event_types    text[],
  p_event_data     jsonb[],
  p_event_metadata jsonb[]
) RETURNS TABLE (out_event_id uuid, out_stream_id text, out_stream_version bigint, out_position bigint, out_transaction_id text)
LANGUAGE plpgsql AS $$
DECLARE
  i integer;
  v_actual bigint;
BEGIN
  IF EXISTS (SELECT 1 FROM es_events e WHERE e.event_id = ANY (p_event_ids)) THEN
    RAISE EXCEPTION 'event id already appended' USING ERRCODE = 'ES208';
  END IF;

  FOR i IN 1 .. coalesce(array_length(p_streams, 1), 0) LOOP
    IF p_expected[i] = 0 THEN
      INSERT INTO es_streams (stream_id, version) VALUES (p_streams[i], p_new_versions[i])
      ON CONFLICT (stream_id) DO NOTHING;
    ELSE
      UPDATE es_streams s SET version = p_new_versions[i]
      WHERE s.stream_id = p_streams[i] AND s.version = p_expected[i];
    END IF;
    IF NOT FOUND THEN
      SELECT s.version INTO v_actual FROM es_streams s WHERE s.stream_id = p_streams[i];
      RAISE EXCEPTION 'wrong expected version'
        USING ERRCODE = 'ES409',
              DETAIL = json_build_object('stream', p_streams[i], 'expected', p_expected[i], 'actual', coalesce(v_actual, 0))::text;
    END IF;
  END LOOP;

  RETURN QUERY
  INSERT INTO es_events (stream_id, stream_version, event_id, event_type, data, metadata)
  SELECT u.stream_id, u.stream_version, u.event_id, u.event_type, u.data, u.metadata
  FROM unnest(p_event_streams, p_event_versions, p_event_ids, p_event_types, p_event_data, p_event_metadata)
    WITH ORDINALITY AS u(stream_id, stream_version, event_id, event_type, data, metadata, n)
  ORDER BY u.n
  RETURNING es_events.event_id, es_events.stream_id, es_events.stream_version, es_events.position, es_events.transaction_id::text;
END;
$$;
