-- Row-level security policies evaluate the tenant once per statement, not once per row (issue 15).
-- A policy written `"tenantId" = app_current_tenant()` calls current_setting for every row it
-- filters (and `app_platform_scope()` once more): on bench_1m, counting one tenant's 10,000 offers
-- spent half its time there (1.53 ms; 0.75 ms with the function wrapped). Wrapped in a scalar
-- subquery, each becomes an InitPlan computed once and compared as a parameter. The same rule, the
-- same USING and WITH CHECK; only when it is evaluated changes. New tenant tables' policies take
-- this form too (tests/db/row-level-security.test.ts checks every policy).
DO $$
DECLARE
  p record;
  tenant_column text;
BEGIN
  FOR p IN SELECT tablename, policyname FROM pg_policies WHERE schemaname = current_schema() LOOP
    IF p.policyname = 'platform_scope' THEN
      EXECUTE format('ALTER POLICY platform_scope ON %I USING ((SELECT app_platform_scope())) WITH CHECK ((SELECT app_platform_scope()))', p.tablename);
    ELSIF p.policyname = 'tenant_isolation' THEN
      tenant_column := CASE WHEN p.tablename = 'Tenant' THEN 'id' ELSE 'tenantId' END;
      EXECUTE format('ALTER POLICY tenant_isolation ON %I USING (%I = (SELECT app_current_tenant())) WITH CHECK (%I = (SELECT app_current_tenant()))', p.tablename, tenant_column, tenant_column);
    ELSE
      RAISE EXCEPTION 'unexpected policy % on %', p.policyname, p.tablename;
    END IF;
  END LOOP;
END
$$;
