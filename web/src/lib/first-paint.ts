/**
 * Runs `callback` in a task after the page has first painted content, so that work never delays
 * that paint. The browser reports the paint (PerformanceObserver "paint"); where it cannot, a frame
 * callback runs just before the next paint and a task queued from it just after. A page with
 * nothing to paint yet (the empty app shell) runs it at once: its content comes from script.
 * A tab opened in the background paints, and so runs it, when it is first shown.
 */
export function afterFirstPaint(callback: () => void) {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  const run = () => setTimeout(callback, 0);
  const appShell = document.getElementById('root');
  if (painted() || (appShell && !appShell.hasChildNodes())) {
    run();
  } else if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      run();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(run);
  }
}
