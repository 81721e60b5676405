-- app_tenant_read (migrations 20261125151000, 20261125220000) let PostgreSQL choose between a plan
-- for each run's values and the prepared statement's generic plan ('auto'). The legacy lists now read
-- their page and its documents in one such statement (issue 15, point 3): with the page's LIMIT known
-- only at run time, 'auto' judged each run's own plan cheaper and planned the whole statement again on
-- every call (13 ms of planning against 4.5 ms of running, on bench_1m). Its reads name the tenant through
-- app_current_tenant() and their values through $1, which a plan for given values cannot fold anyway, so
-- the generic plan is the one to keep from the first call.
-- The reads' texts now follow the GraphQL selections clients send, so a connection no longer prepares
-- a bounded set: past 200 prepared reads it runs a new text without keeping it (planned for that call).
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
          set_config('plan_cache_mode', 'force_generic_plan', true);
  BEGIN
    EXECUTE format('EXECUTE %I(%L)', statement, args) INTO result;
  EXCEPTION WHEN invalid_sql_statement_name THEN
    IF (SELECT count(*) FROM pg_prepared_statements WHERE name LIKE 'app\_tenant\_read\_%') >= 200 THEN
      EXECUTE format('SELECT (%s)::text', query) INTO result USING args;
    ELSE
      EXECUTE format('PREPARE %I(jsonb) AS SELECT (%s)::text', statement, query);
      EXECUTE format('EXECUTE %I(%L)', statement, args) INTO result;
    END IF;
  END;
  RETURN result;
END
$$;
