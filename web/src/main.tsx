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

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);
