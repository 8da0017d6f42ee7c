import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Navigation as the host API offers it to the remotes (`host.navigate`). */
export type NavigateTo = (to: string, options?: { replace?: boolean }) => void;

/** The host's navigator: requests wait until a router connects. See {@link createDeferredNavigator}. */
export interface DeferredNavigator {
  /** Navigates with the connected router, or keeps the request until one connects. */
  navigate: NavigateTo;
  /** Connects a router's navigate and runs the waiting requests, in order. Returns the disconnect. */
  connect(navigate: NavigateTo): () => void;
}

/**
 * The navigator the shell gives the host (`setNavigator`) as soon as the site is ready, before the
 * router has mounted: the router only exists inside React (`<BrowserRouter>`), and a remote or the
 * session may ask to navigate in between (or while the router is unmounted, behind a status page).
 * Those requests are kept and run once {@link RouterNavigator} connects, so none is lost and none
 * turns into a full page load.
 */
export function createDeferredNavigator(): DeferredNavigator {
  let target: NavigateTo | null = null;
  const waiting: Parameters<NavigateTo>[] = [];
  return {
    navigate(to, options) {
      if (target) target(to, options);
      else waiting.push([to, options]);
    },
    connect(navigate) {
      target = navigate;
      for (const [to, options] of waiting.splice(0)) navigate(to, options);
      return () => {
        if (target === navigate) target = null;
      };
    },
  };
}

/**
 * Connects `navigator` to the router it is rendered in (`useNavigate`), and disconnects it on
 * unmount. Renders nothing.
 */
export function RouterNavigator({ navigator }: { navigator: DeferredNavigator }) {
  const navigate = useNavigate();
  // `navigate` is called from effects only (react-router ignores a call during the first render).
  useEffect(() => navigator.connect((to, options) => void navigate(to, options)), [navigate, navigator]);
  return null;
}
