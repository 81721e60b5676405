import fs from 'node:fs';

/** The records of a JSON-lines file the e2e servers append to (CSP reports, sent e-mails); none before the first. */
export function readJsonLines<T>(file: string): T[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);
}
