import fs from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from '../../web/src/components/LoadingScreen.tsx';
import { texts } from '../../web/src/i18n/texts.ts';

describe('index.html', () => {
  it('shows the app’s own loading screen, as React renders it, until the first route is ready', () => {
    // web/src/main.tsx renders only once the router's first navigation is done; until then the page
    // shows this copy, which must not drift from the component.
    const html = fs.readFileSync('web/index.html', 'utf8');
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1] ?? '';
    const rendered = renderToStaticMarkup(
      createElement(LoadingScreen, { fullscreen: true, label: texts.app.checkingAuth }),
    );
    // Prettier lays index.html out over several lines: compare the markup, not its white space.
    const markup = (text: string) => text.replace(/\s+/g, ' ').replace(/> </g, '><').replace(/ >/g, '>').trim();
    expect(markup(root)).toBe(markup(rendered));
  });
});
