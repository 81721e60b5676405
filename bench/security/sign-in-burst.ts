// `npx tsx bench/security/sign-in-burst.ts`: 40 parallel wrong guesses at one account from one
// address, with the production scrypt cost (N = 2^17), while another user signs in from another
// address. Prints how many guesses were checked, how many refused, and how long the bystander's
// sign-in took (issue 12: before the fix all 40 were checked and other sign-ins stalled ~8 s).
import { postFrom } from '../../tests/security/support/post-from.ts';
import { startTestApp } from '../../tests/setup/test-app.ts';

process.env.LOG_LEVEL = 'silent';
const t = await startTestApp();

const signIn = (email: string, password: string, from: string) =>
  postFrom(`${t.baseUrl}/api/auth.php`, { tenant: 'acme', email, password }, from);

try {
  const single = await signIn('finance@acme.test', 'demo1234', '127.0.0.31');
  console.log(`one sign-in alone: ${single.status} in ${single.ms.toFixed(0)} ms (scrypt N = 2^17)`);
  const started = performance.now();
  const burst = Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      signIn('procurement@acme.test', i === 39 ? 'demo1234' : `wrong-${i}`, '127.0.0.32'),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  const bystander = await signIn('it@acme.test', 'demo1234', '127.0.0.33');
  const answers = await burst;
  const count = (status: number) => answers.filter((a) => a.status === status).length;
  console.log(
    `burst of 40: ${count(401)} checked (401), ${count(429)} refused (429), ${count(200)} signed in; ` +
      `whole burst answered in ${(Math.max(...answers.map((a) => a.ms)) / 1000).toFixed(2)} s ` +
      `(wall ${((performance.now() - started) / 1000).toFixed(2)} s)`,
  );
  console.log(`bystander sign-in during the burst: ${bystander.status} in ${bystander.ms.toFixed(0)} ms`);
} finally {
  await t.close();
}
