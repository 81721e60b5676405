import { describe, expect, it } from 'vitest';
import { hashPassword, scryptParams, verifyPassword } from '../../api/src/auth/password.ts';
import { hashToken } from '../../api/src/auth/session.service.ts';
import { appForFile } from '../setup/test-app.ts';

const t = await appForFile();

describe('password hashing', () => {
  it("uses OWASP's scrypt cost (N = 2^17, r 8, p 1) unless a test run lowers it; production refuses less", () => {
    expect(scryptParams({})).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(scryptParams({ PASSWORD_HASH_COST: '14' }).N).toBe(2 ** 14);
    expect(() => scryptParams({ NODE_ENV: 'production', PASSWORD_HASH_COST: '14' })).toThrow(/not production/);
    expect(() => scryptParams({ PASSWORD_HASH_COST: '99' })).toThrow(/12 to 20/);
  });

  it('stores self-describing salted hashes that verify only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('segreto1'), hashPassword('segreto1')]);
    expect(a).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('segreto1', a)).toBe(true);
    expect(await verifyPassword('segreto2', a)).toBe(false);
  });
});

describe('POST /api/auth.php sign-in', () => {
  it('returns success, token and the user with the Italian server-side names', async () => {
    const res = await t.rest('POST', 'auth.php', { email: 'finance@acme.test', password: 'demo1234', tenant: 'acme' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.body.user).toMatchObject({ email: 'finance@acme.test', ruolo: 'finance', tenant: 'acme' });
    expect(typeof res.body.user.nome).toBe('string');
    expect(typeof res.body.user.cognome).toBe('string');
  });

  it('stores only the hash of the token', async () => {
    const token = await t.login('it@acme.test', 'acme');
    const sessions = await t.app.database.platform.session.findMany();
    expect(sessions.some((s) => s.tokenHash === hashToken(token))).toBe(true);
    expect(sessions.some((s) => s.tokenHash === token)).toBe(false);
  });

  it('gives one generic message whether tenant, e-mail or password is wrong', async () => {
    const attempts = [
      { email: 'finance@acme.test', password: 'wrong-password', tenant: 'acme' },
      { email: 'nobody@acme.test', password: 'demo1234', tenant: 'acme' },
      { email: 'finance@acme.test', password: 'demo1234', tenant: 'globex' },
      { email: 'finance@acme.test', password: 'demo1234', tenant: 'no-such-tenant' },
    ];
    const bodies = [];
    for (const attempt of attempts) {
      const res = await t.rest('POST', 'auth.php', attempt);
      expect(res.status).toBe(401);
      bodies.push(res.body.error);
    }
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toBe('Credenziali non valide');
  });

  it('requires tenant, email and password', async () => {
    for (const body of [
      { email: 'a@b.it', password: 'x' },
      { tenant: 'acme', password: 'x' },
      { tenant: 'acme', email: 'a@b.it' },
      { tenant: 'acme', email: 'not-an-email', password: 'x' },
    ]) {
      const res = await t.rest('POST', 'auth.php', body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it('throttles repeated failures per account', async () => {
    const attempt = { email: 'procurement@globex.test', password: 'nope-nope', tenant: 'globex' };
    for (let i = 0; i < 5; i += 1) expect((await t.rest('POST', 'auth.php', attempt)).status).toBe(401);
    const blocked = await t.rest('POST', 'auth.php', attempt);
    expect(blocked.status).toBe(429);
    // Even the right password is refused while the account is locked out.
    const right = await t.rest('POST', 'auth.php', { ...attempt, password: 'demo1234' });
    expect(right.status).toBe(429);
    expect(right.body.error).toMatch(/Troppi tentativi/);
  });
});

describe('sessions', () => {
  it('GET verifies the session; a bad token is refused', async () => {
    const token = await t.login('procurement@acme.test', 'acme');
    const ok = await t.rest('GET', 'auth.php', undefined, token);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, user: { email: 'procurement@acme.test', ruolo: 'procurement' } });
    const bad = await t.rest('GET', 'auth.php', undefined, 'not-a-real-token');
    expect(bad.status).toBe(401);
    expect((await t.rest('GET', 'auth.php')).status).toBe(401);
  });

  it('logout revokes the token on the server', async () => {
    const token = await t.login('procurement@acme.test', 'acme');
    expect((await t.rest('POST', 'auth.php', { action: 'logout' }, token)).body).toEqual({ success: true });
    expect((await t.rest('GET', 'auth.php', undefined, token)).status).toBe(401);
    const viewer = await t.gql('{ viewer { role } }', {}, token);
    expect(viewer.data).toEqual({ viewer: null });
  });

  it('an expired session is refused', async () => {
    const token = await t.login('finance@globex.test', 'globex');
    await t.app.database.platform.session.update({
      where: { tokenHash: hashToken(token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await t.rest('GET', 'auth.php', undefined, token)).status).toBe(401);
  });

  it('the token travels as Authorization: Bearer on GraphQL too', async () => {
    const token = await t.login('it@acme.test', 'acme');
    const res = await t.gql<{ viewer: { role: string; roleLabel: string; tenant: { shortName: string } } }>(
      '{ viewer { role roleLabel tenant { shortName } } }',
      {},
      token,
    );
    expect(res.data?.viewer).toEqual({ role: 'it_director', roleLabel: 'IT Director', tenant: { shortName: 'acme' } });
  });
});

describe('change password', () => {
  const change = (token: string, body: Record<string, unknown>) =>
    t.rest('POST', 'auth.php', { action: 'change_password', ...body }, token);

  it('checks the rules in the spec order with its messages', async () => {
    const token = await t.login('admin@globex.test', 'globex');
    const cases: [Record<string, unknown>, string][] = [
      [{ newPassword: 'abcdef' }, 'Please enter your current password'],
      [{ currentPassword: 'demo1234' }, 'Please enter a new password'],
      [{ currentPassword: 'demo1234', newPassword: 'abcdef', confirmPassword: 'abcdeg' }, 'New passwords do not match'],
      [{ currentPassword: 'demo1234', newPassword: 'abc' }, 'Password must be at least 6 characters long'],
      // order: the mismatch is reported before the length
      [{ currentPassword: 'demo1234', newPassword: 'abc', confirmPassword: 'abd' }, 'New passwords do not match'],
    ];
    for (const [body, message] of cases) {
      const res = await change(token, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect((await change(token, { currentPassword: 'wrong!', newPassword: 'abcdefg' })).body.error).toBe(
      'Current password is incorrect',
    );
  });

  it('changes the password and revokes the other sessions only', async () => {
    const other = await t.login('it@globex.test', 'globex');
    const current = await t.login('it@globex.test', 'globex');
    const res = await change(current, { currentPassword: 'demo1234', newPassword: 'nuova-password' });
    expect(res.body).toEqual({ success: true });
    expect((await t.rest('GET', 'auth.php', undefined, other)).status).toBe(401);
    expect((await t.rest('GET', 'auth.php', undefined, current)).status).toBe(200);
    await expect(t.login('it@globex.test', 'globex')).rejects.toThrow();
    await expect(t.login('it@globex.test', 'globex', 'nuova-password')).resolves.toBeTruthy();
    const audit = await t.app.database.platform.auditLog.findFirst({ where: { action: 'change_password' } });
    expect(audit?.actorEmail).toBe('it@globex.test');
  });
});
