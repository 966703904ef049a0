import { captureEarlyClicks } from './app/early-clicks';
import './index.css';

/**
 * The first paint never waits for script: the page (prerendered HTML) is painted, then the app is
 * loaded and hydrates it (app/start.tsx). A frame callback runs just before the first paint and a
 * task queued from it just after. A tab opened in the background starts when it is first shown:
 * until then there is nothing to paint, and the prerendered page needs no script to be read.
 */
captureEarlyClicks();
requestAnimationFrame(() => setTimeout(() => void import('./app/start'), 0));
