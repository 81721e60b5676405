import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { App } from '../../../api/src/context.ts';
import type { Admission } from '../../../api/src/http/admission.ts';
import { createHttpServer } from '../../../api/src/http/server.ts';

/**
 * A web root shaped like the Vite build (an index.html whose only script is the module entry, an
 * asset), so the HTTP tests do not depend on `vite build` having run; the browser journeys check
 * the real build under the same policy.
 */
export function webFixture(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'purchaser-web-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html>\n<html lang="it">\n  <head>\n    <meta charset="UTF-8" />\n' +
      '    <script type="module" crossorigin src="./assets/index-test.js"></script>\n' +
      '    <link rel="stylesheet" crossorigin href="./assets/index-test.css">\n  </head>\n' +
      '  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  );
  fs.writeFileSync(path.join(root, 'assets', 'index-test.js'), 'console.log("app");\n');
  fs.writeFileSync(path.join(root, 'assets', 'index-test.css'), 'body { margin: 0; }\n');
  return root;
}

/** The app's HTTP surface on a server of the test's own, serving webRoot (removed on close), with `admission` if given. */
export async function serveWeb(
  app: App,
  webRoot: string,
  admission?: Admission,
): Promise<{ baseUrl: string; server: http.Server; close(): Promise<void> }> {
  const server = createHttpServer(app, webRoot, admission);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${app.config.basePath}`;
  return {
    baseUrl,
    server,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(webRoot, { recursive: true, force: true });
    },
  };
}
