-- es_append without its up-front probe for known event ids (docs/adr/0002-event-store-on-postgres.md,
-- "Append cost"). The probe duplicated the unique index on event_id: a known id still fails the append
-- (unique violation on es_events_event_id_unique, or ES409 first when the stream has moved on), and the
-- client then compares the stored events with the append to return the first result of an idempotent
-- retry or EventIdReused (EventStore.ts, replayOf). One index lookup fewer per append.
CREATE OR REPLACE FUNCTION es_append(
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
