import '@blueprintjs/core/lib/css/blueprint.css';
// Not @blueprintjs/icons' CSS: it only declares the icon fonts, which the components never need (they
// draw SVG paths, web/src/icons.ts) but which an icon's empty span fetched on every first load (60 KB).
import './styles/app.css';
import './styles/shell.css';
import './styles/pages.css';
import { FocusStyleManager } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { installIconLoader } from './icons.ts';
import { createAppRouter } from './router.tsx';

// Focus rings for keyboard users only, not on every mouse click.
FocusStyleManager.onlyShowFocusOnTabs();
installIconLoader();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

// React renders once the router's first navigation is done (the shell's and the screen's loaders:
// their code and the answers web/src/early.ts asked for). Until then index.html's static copy of the
// loading screen shows, painted with the HTML: a loading screen rendered by React cost the slow
// device's main thread its render and paint just before the screen's own (issue 15, point 9;
// docs/performance.md, 2026-11-30).
const router = createAppRouter();
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
if (router.state.initialized) render();
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
}
