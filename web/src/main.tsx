import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
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
