/**
 * Sign-in and password-change limits under bursts, attacked over HTTP. Different client addresses
 * are real ones: the requests leave from other loopback addresses (127.0.0.x), no proxy header.
 */
import { describe, expect, it } from 'vitest';
import { IN_FLIGHT, LIMITS } from '../../api/src/auth/throttle.ts';
import { appForFile, DEMO_PASSWORD } from '../setup/test-app.ts';
import { postFrom, type PostAnswer } from './support/post-from.ts';

const t = await appForFile();

type Answer = PostAnswer;

const post = (path: string, body: unknown, from?: string, token?: string) =>
  postFrom(`${t.baseUrl}${path}`, body, from, token);

const signIn = (email: string, password: string, from?: string) =>
  post('/api/auth.php', { tenant: 'acme', email, password }, from);

function tally(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('sign-in throttle under bursts', () => {
  it('checks at most 5 of 40 parallel guesses at one account from one address; the right password, last, is refused', async () => {
    const guesses = Array.from({ length: 39 }, (_, i) => signIn('procurement@acme.test', `wrong-${i}`, '127.0.0.11'));
    const right = signIn('procurement@acme.test', DEMO_PASSWORD, '127.0.0.11');
    const answers = await Promise.all([...guesses, right]);
    const counts = tally(answers);
    // A 401 is a checked guess; every other answer was refused before the password was looked at.
    expect(counts[401] ?? 0).toBeGreaterThan(0);
    expect(counts[401]! + (counts[200] ?? 0)).toBeLessThanOrEqual(LIMITS.loginPerPair.max);
    expect(counts[401]! + (counts[429] ?? 0)).toBe(40);
    const last = answers[39]!;
    expect(last.status).toBe(429);
    expect(last.body.error).toBe('Troppi tentativi di accesso. Riprova più tardi.');
    expect(Number(last.retryAfter)).toBeGreaterThan(0);
    // Sequentially afterwards, the right password is still refused from that address.
    expect((await signIn('procurement@acme.test', DEMO_PASSWORD, '127.0.0.11')).status).toBe(429);
  });

  it('signs the same account in twice at once (two tabs): the second waits its turn, it is not refused', async () => {
    const answers = await Promise.all([0, 1, 2].map(() => signIn('admin@acme.test', DEMO_PASSWORD, '127.0.0.18')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  });

  it('keeps the owner signing in from another address while an attacker is locked out', async () => {
    for (let i = 0; i < LIMITS.loginPerPair.max; i += 1) {
      expect((await signIn('finance@acme.test', `attacker-${i}`, '127.0.0.12')).status).toBe(401);
    }
    expect((await signIn('finance@acme.test', DEMO_PASSWORD, '127.0.0.12')).status).toBe(429);
    const owner = await signIn('finance@acme.test', DEMO_PASSWORD, '127.0.0.13');
    expect(owner.status).toBe(200);
    expect(owner.body.token).toBeTruthy();
  });

  it('lets a sign-in through while another account is under a parallel burst from elsewhere', async () => {
    const burst = Array.from({ length: 40 }, (_, i) => signIn('it@acme.test', `burst-${i}`, '127.0.0.14'));
    const bystander = signIn('admin@acme.test', DEMO_PASSWORD, '127.0.0.15');
    const [answers, other] = await Promise.all([Promise.all(burst), bystander]);
    expect(other.status).toBe(200);
    const counts = tally(answers);
    // Never more than the in-flight cap being hashed at once, never more than the limit in all.
    expect(counts[401]).toBeLessThanOrEqual(LIMITS.loginPerPair.max);
    expect(IN_FLIGHT.perAccount.running + IN_FLIGHT.perAccount.waiting).toBeLessThanOrEqual(LIMITS.loginPerPair.max);
  });

  it('limits one account across all addresses at a much higher bound', async () => {
    const { max } = LIMITS.loginPerAccount;
    const perAddress = LIMITS.loginPerPair.max;
    const addresses = Math.ceil(max / perAddress);
    expect(max).toBeGreaterThanOrEqual(20 * LIMITS.loginPerPair.max);
    // Spread over many addresses, as a botnet would: each pair stays within its own limit.
    for (let a = 0; a < addresses; a += 1) {
      const from = `127.0.1.${a + 1}`;
      const answers = await Promise.all(
        Array.from({ length: perAddress }, (_, i) => signIn('procurement@acme.test', `spread-${a}-${i}`, from)),
      );
      // Parallel attempts past the in-flight cap are refused without a check, and still counted.
      expect(answers.every((x) => x.status === 401 || x.status === 429)).toBe(true);
    }
    const fresh = await signIn('procurement@acme.test', DEMO_PASSWORD, '127.0.2.1');
    expect(fresh.status).toBe(429);
  });
});

describe('change password throttle', () => {
  it('refuses guesses of the current password past 5, the right one too, also in a parallel burst', async () => {
    const token = await t.login('procurement@globex.test', 'globex');
    const change = (currentPassword: string) =>
      post(
        '/graphql',
        {
          query:
            'mutation($c: String!) { changePassword(currentPassword: $c, newPassword: "nuova-password-1") { __typename ... on Error { message } } }',
          variables: { c: currentPassword },
        },
        '127.0.0.1',
        token,
      );
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => change(`guess-${i}`)));
    const messages = answers.map((a) => JSON.stringify(a.body));
    const checked = messages.filter((m) => m.includes('Current password is incorrect')).length;
    const refused = messages.filter((m) => m.includes('Troppi tentativi di cambio password')).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(LIMITS.passwordChangePerUser.max);
    expect(checked + refused).toBe(20);
    const right = await change(DEMO_PASSWORD);
    expect(JSON.stringify(right.body)).toContain('Troppi tentativi di cambio password');
    // The password did not change: the old one still signs in.
    const again = await post(
      '/api/auth.php',
      { tenant: 'globex', email: 'procurement@globex.test', password: DEMO_PASSWORD },
      '127.0.0.16',
    );
    expect(again.status).toBe(200);
  });
});

describe('registration throttle under a burst', () => {
  it('creates at most 3 requests of 20 sent at once from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          '/api/register.php',
          { firstName: 'Bruno', lastName: 'Gallo', email: `burst${i}@example.it`, company: `Gallo ${i}` },
          '127.0.0.17',
        ),
      ),
    );
    expect(tally(answers)).toEqual({
      201: LIMITS.registrationPerAddress.max,
      429: 20 - LIMITS.registrationPerAddress.max,
    });
    const stored = await t.app.database.platform.registrationRequest.count({
      where: { email: { startsWith: 'burst' } },
    });
    expect(stored).toBe(LIMITS.registrationPerAddress.max);
  });
});
