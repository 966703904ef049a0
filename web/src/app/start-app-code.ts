import { afterFirstPaint } from '@/lib/first-paint';
import { nextTask } from '@/lib/next-task';
import { APP_CODE_TEMPLATE_ID } from './app-code-after-paint';

/**
 * Module preloads put back per task: each starts a request, and a page has about fifty of them
 * (up to 2 ms each inside Lighthouse's trace, which then counts them four times), which in one
 * task would block a press made just after the first paint.
 */
const PRELOADS_PER_TASK = 4;

/**
 * The boot script's side of app-code-after-paint.ts: once the page is parsed and has painted, its
 * module preloads go into the head, a few per task, and then its module loader back where React
 * Router wrote it, so hydration finds the document as it was rendered. Copies of a template's
 * content are new elements, so the browser runs the module once it is in the document.
 */
export function startAppCodeAfterFirstPaint() {
  whenParsed(() => afterFirstPaint(() => void startAppCode()));
}

async function startAppCode() {
  const template = document.getElementById(APP_CODE_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  const code = document.importNode(template.content, true);
  const preloads = [...code.querySelectorAll('link')];
  for (let first = 0; first < preloads.length; first += PRELOADS_PER_TASK) {
    if (first > 0) await nextTask();
    document.head.append(...preloads.slice(first, first + PRELOADS_PER_TASK));
  }
  template.replaceWith(code);
}

function whenParsed(run: () => void) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}
