// The only script a prerendered page lists (src/app/prerender/html-document.ts), a plain one
// copied by scripts/prerender.mjs into the build with a content hash. It asks for the app's code
// once the page's HTML has been painted: on a phone's slow network the content, its stylesheet and
// pictures get the connection first, and the code no longer competes with them (Lighthouse mobile:
// LCP 2.2 s → 1.0 s on /pricing against a 1.15 s floor). The entry and the page's own chunks are
// then requested together, as the HTML's modulepreload tags did, so the page hydrates in one step
// and a tap is not lost while its route chunk is missing.
(() => {
  const loader = document.currentScript;
  const { entry, preload = '' } = loader.dataset;

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
  else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      startOnce();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(startOnce, 3000);
  } else requestAnimationFrame(() => setTimeout(startOnce, 0));
})();
