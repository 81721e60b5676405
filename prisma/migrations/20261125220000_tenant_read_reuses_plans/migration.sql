-- app_tenant_read (migration 20261125151000) planned its read on every call: dynamic SQL in PL/pgSQL
-- is never cached, and the dashboard's statement took 1.7 ms to plan against 1.9 ms to run (issue 15,
-- point 4). It now prepares each distinct read once per connection, under a name derived from the
-- text, and executes that prepared statement; PostgreSQL's plan cache then reuses a generic plan once
-- it costs no more than planning each run (plan_cache_mode 'auto', transaction-local here, as the
-- connections default to planning each run). The reads name their tenant through app_current_tenant()
-- at run time, never as a constant, so one plan serves every tenant. A prepared statement outlives a
-- rolled-back transaction and is dropped with its connection (or by DISCARD ALL, after which the
-- first call prepares it again).
CREATE OR REPLACE FUNCTION app_tenant_read(tenant integer, query text, args jsonb) RETURNS text
  LANGUAGE plpgsql VOLATILE
  AS $$
DECLARE
  result text;
  statement text := 'app_tenant_read_' || md5(query);
BEGIN
  PERFORM set_config('transaction_read_only', 'on', true),
          set_config('app.tenant_id', tenant::text, true),
          set_config('app.scope', '', true),
          set_config('role', 'purchaser_app', true),
          set_config('plan_cache_mode', 'auto', true);
  BEGIN
    EXECUTE format('EXECUTE %I(%L)', statement, args) INTO result;
  EXCEPTION WHEN invalid_sql_statement_name THEN
    EXECUTE format('PREPARE %I(jsonb) AS SELECT (%s)::text', statement, query);
    EXECUTE format('EXECUTE %I(%L)', statement, args) INTO result;
  END;
  RETURN result;
END
$$;
