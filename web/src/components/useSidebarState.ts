import { useCallback, useEffect, useState } from 'react';
import { readSidebarCookie, writeSidebarCookie } from './sidebarCookie.ts';

const MOBILE_QUERY = '(max-width: 767px)';

function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    const media = window.matchMedia(MOBILE_QUERY);
    const update = () => setMobile(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return mobile;
}

export interface SidebarState {
  isMobile: boolean;
  /** Desktop: expanded (16rem) or collapsed to icons (3rem); remembered in a cookie. */
  expanded: boolean;
  /** Mobile: the 18rem drawer is open. Not remembered: it closes on every navigation. */
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
  toggle: () => void;
}

export function useSidebarState(): SidebarState {
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(readSidebarCookie);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((open) => !open);
      return;
    }
    setExpanded(!expanded);
    writeSidebarCookie(!expanded);
  }, [isMobile, expanded]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        // Ctrl/Cmd+B is the sidebar's shortcut here, not the browser's bookmarks bar.
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { isMobile, expanded, mobileOpen, setMobileOpen, toggle };
}
