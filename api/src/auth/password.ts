import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordHashCost } from '../config.ts';

/**
 * OWASP's scrypt parameters, N = 2^cost (config.ts reads and checks PASSWORD_HASH_COST); node refuses
 * them unless maxmem is raised above 128 x N x r.
 */
export function scryptParams(env?: NodeJS.ProcessEnv): { N: number; r: number; p: number } {
  return { N: 2 ** passwordHashCost(env), r: 8, p: 1 };
}
const KEY_LENGTH = 64;
const MAXMEM = 256 * 1024 * 1024;

/**
 * At most two hashes at once: each one holds 128 MiB while it runs, and on two cores more hashes
 * in parallel are not faster, so a burst of sign-ins queues here instead of multiplying memory
 * (4 libuv threads x 128 MiB measured as a 936 MB peak, docs/performance.md).
 */
const MAX_PARALLEL_HASHES = 2;
let hashing = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashing < MAX_PARALLEL_HASHES) hashing += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve)); // a finishing hash hands its slot over
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else hashing -= 1;
  }
}

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  // Asynchronous on purpose: the threadpool hashes while the event loop keeps serving requests.
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scryptCb(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** Self-describing so the cost can be raised later without invalidating stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const params = scryptParams();
  const key = await scrypt(password, salt, KEY_LENGTH, { ...params, maxmem: MAXMEM });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of nothing anyone knows, verified when the account does not exist so that a failed
 * sign-in costs the same time whether or not the e-mail is registered.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString('base64'));
  return decoy;
}
