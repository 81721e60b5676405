-- One read under row-level security in one statement (issue 15, point 4: the dashboard in two
-- statements, the sign-in lookup and this). A tenant transaction through Prisma costs BEGIN,
-- set_config, the read and COMMIT; this function sets the same transaction-local settings as
-- db/tenant-scope.ts (the tenant, no platform scope, the non-owner role) and then runs the app's
-- own SELECT, in the single statement's implicit transaction. The settings end with it.
--
-- SECURITY INVOKER (the default): the caller gains nothing it could not do with set_config itself;
-- a superuser caller (PGlite) is lowered to purchaser_app before the read. The transaction is made
-- read-only first, so the text can only read. The read's parameters arrive as one jsonb ($1).
CREATE FUNCTION app_tenant_read(tenant integer, query text, args jsonb) RETURNS text
  LANGUAGE plpgsql VOLATILE
  AS $$
DECLARE
  result text;
BEGIN
  PERFORM set_config('transaction_read_only', 'on', true),
          set_config('app.tenant_id', tenant::text, true),
          set_config('app.scope', '', true),
          set_config('role', 'purchaser_app', true);
  EXECUTE 'SELECT (' || query || ')::text' INTO result USING args;
  RETURN result;
END
$$;

GRANT EXECUTE ON FUNCTION app_tenant_read(integer, text, jsonb) TO purchaser_app;
