import { addDays, isoDay, today } from '../../../api/src/shared/calendar.ts';

/**
 * A calendar day n days from today as YYYY-MM-DD, Italy's as the server counts it and as the browser
 * sees it (playwright.config.ts runs the browser in Europe/Rome): between 23:00 and midnight UTC it is
 * already tomorrow on this machine. The API tests use it too.
 */
export const inDays = (n: number): string => isoDay(addDays(today(), n));
