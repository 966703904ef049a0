import 'react';

/**
 * Invoker commands (`<button commandfor="dialog-id" command="show-modal">`), which the platform
 * answers without script (app/invokers.ts): not yet in React's types. React 19 writes unknown
 * lowercase attributes as they are.
 */
declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    commandfor?: string | undefined;
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
  }
}
