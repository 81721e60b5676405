/**
 * A calendar day n days from today as the browser sees it: playwright.config.ts runs the browser in
 * Europe/Rome, so between 23:00 and midnight UTC its today is already tomorrow on this machine.
 */
export const inDays = (n: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(Date.now() + n * 86_400_000));
