import { captureEarlyClicks } from './app/early-clicks';
import { runZodWithoutEval } from './app/zod-without-eval';
import { afterFirstPaint } from './lib/first-paint';
import './index.css';

/**
 * The first paint never waits for script: the page (prerendered HTML) is painted, then the app is
 * loaded and hydrates it (app/start.tsx). A button pressed meanwhile is pressed again once it can
 * answer (app/early-clicks.ts).
 */
runZodWithoutEval();
captureEarlyClicks();
afterFirstPaint(() => void import('./app/start'));
