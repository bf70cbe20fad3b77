// The one script of a prerendered page, written inline into its <head> by scripts/prerender.mjs
// (minified, allowed by its hash in the page's Content-Security-Policy; html-document.ts).
//
// 1. The page is built for a visitor. Someone with a stored session would see the visitor's
//    'Entrar' or 'Inscrever-se Agora' until the app knows who they are: <html> is marked so that
//    what depends on the session ([data-session-dependent], src/styles/index.css) waits, hidden in
//    its place, until the app has taken over (src/lib/auth.tsx removes the mark).
// 2. The app's code is asked for once the page's HTML has been painted: on a phone's slow network
//    the content, its stylesheet and pictures get the connection first, and the code no longer
//    competes with them (Lighthouse mobile: LCP 2.2 s → 1.0 s on /pricing against a 1.15 s floor).
//    The entry and the page's own chunks are requested together, so the page hydrates in one step
//    and a tap is not lost while its route chunk is missing.
(() => {
  const { entry, preload = '', sessionKey } = document.currentScript.dataset;

  try {
    // The app's own record of the session (src/lib/auth-storage.ts), never supabase-js' entry.
    if (JSON.parse(localStorage.getItem(sessionKey) ?? 'null')?.accessToken) {
      document.documentElement.dataset.storedSession = '';
    }
  } catch {
    // No storage (a private mode) or a damaged entry: a visitor, as the page was built.
  }

  const start = () => {
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
      link.crossOrigin = ''; // the same request mode as the module script, so the preload is used
      document.head.append(link);
    }
    const app = Object.assign(document.createElement('script'), { type: 'module', src: entry });
    app.crossOrigin = '';
    document.head.append(app);
  };

  // Once the browser reports the first contentful paint (a frame callback is too early: the frame
  // still has to reach the screen). Without paint timing, the task after the next frame. A tab
  // opened in the background paints nothing until it is shown: it starts at once, and a page that
  // somehow never reports a paint starts anyway after a few seconds.
  let started = false;
  const startOnce = () => {
    if (!started) start();
    started = true;
  };
  if (document.visibilityState === 'hidden') startOnce();
  else if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      startOnce();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(startOnce, 3000);
  } else requestAnimationFrame(() => setTimeout(startOnce, 0));
})();
