-- Issue 17 point 3: the audit log is append-only for the running application. The runtime role
-- (purchaser_app and its login members, see api/src/db/runtime-role.ts) may add entries and read
-- them under row-level security, never change or remove one: UPDATE, DELETE and TRUNCATE are
-- revoked. Removing a whole tenant still removes its entries: the foreign key's ON DELETE CASCADE
-- runs as the table owner, not as the runtime role (see docs/decisions.md), and the platform's
-- entry of the deletion (tenant null) stays.
REVOKE UPDATE, DELETE, TRUNCATE ON "AuditLog" FROM purchaser_app;
REVOKE UPDATE, DELETE, TRUNCATE ON "AuditLog" FROM PUBLIC;
