import { BASE_PATH } from '../basePath.ts';

const NAME = 'sidebar_state';
const SEVEN_DAYS = 7 * 24 * 60 * 60;

/** Whether the desktop sidebar was left expanded; expanded when never set. */
export function readSidebarCookie(): boolean {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${NAME}=`));
  return entry ? entry.slice(NAME.length + 1) !== 'false' : true;
}

export function writeSidebarCookie(expanded: boolean): void {
  // Scoped to the deployment path so two deployments on one host keep their own preference.
  document.cookie = `${NAME}=${expanded}; path=${BASE_PATH}/; max-age=${SEVEN_DAYS}; samesite=lax`;
}
