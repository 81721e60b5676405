// The browser the web benchmarks drive: Debian's Chromium (the machines are offline), signed in
// through the login screen as a user would be.
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { stringArg, type Args } from '../args.ts';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Chromium 156 loads its omnibox popup (a WebUI page in a renderer of its own, ~200 files) for every
      // new window, so alongside every measured load here, on the same two cores; a user's browser built it
      // when the window opened, not with each page. Off, so the figures are the page's (docs/performance.md).
      '--disable-features=WebUIOmniboxPopup',
    ],
  });
}

/** Signs in on a page of its own; the session token stays in the context's localStorage. */
export async function signIn(context: BrowserContext, tenant: string, email: string, password: string): Promise<void> {
  const login = await context.newPage();
  await login.goto('login');
  await login.getByLabel('Azienda').selectOption(tenant);
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Accedi', exact: true }).click();
  await login.getByRole('banner').waitFor();
  await login.close();
}

/**
 * Who the web benchmarks sign in as (--tenant, --email, --password): given a database or a data
 * directory, the bench dataset's first tenant and its first finance user (bench/data/generate.ts);
 * otherwise the demo's.
 */
export function benchUser(args: Args, onBenchData: boolean) {
  const tenant = stringArg(args, 'tenant') ?? (onBenchData ? 'bench-001' : 'acme');
  const email = stringArg(args, 'email') ?? (onBenchData ? `finance1@${tenant}.test` : `finance@${tenant}.test`);
  return { tenant, email, password: stringArg(args, 'password') ?? 'demo1234' };
}
