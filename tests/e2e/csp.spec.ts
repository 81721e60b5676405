import { expect, test } from '@playwright/test';
import { CONTROL_MARKER, cspReportFile, isControl, readReports } from './support/csp-reports.ts';

const REPORTS = cspReportFile(Number(process.env.E2E_PORT ?? 4173));

test('the page runs under a strict CSP that forbids inline script and framing', async ({ page, request }) => {
  const response = await page.goto('./login');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self'/);
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(csp).toMatch(/frame-ancestors 'none'/);
  expect(csp).toMatch(/report-uri \S*\/csp-report/);
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeVisible();
  // An attacker's page cannot frame the app (clickjacking of the approve buttons).
  const framed = await request.get('./');
  expect(framed.headers()['x-frame-options']).toBe('DENY');
});

test('positive control: an injected inline script is blocked and its report reaches the check', async ({ page }) => {
  await page.goto('./login');
  await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeVisible();
  const blocked = await page.evaluate(async (marker) => {
    const violation = new Promise<string>((resolve) =>
      document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
        once: true,
      }),
    );
    const script = document.createElement('script');
    script.textContent = `/*${marker}*/ window.__cspControlRan = true;`;
    document.head.append(script);
    const directive = await violation;
    return { directive, ran: (window as { __cspControlRan?: boolean }).__cspControlRan === true };
  }, CONTROL_MARKER);
  expect(blocked).toEqual({ directive: 'script-src-elem', ran: false });
  // The same report the global teardown reads for every other journey.
  await expect.poll(() => readReports(REPORTS).filter(isControl).length, { timeout: 10_000 }).toBeGreaterThan(0);
});
