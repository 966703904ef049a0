// What other features may import from this one (docs/architecture.md#layers). Re-exports only: the build
// treats this file as free of side effects (web/vite.config.ts), so it resolves to the modules themselves.
export { preloadSearch } from './catalogue-index-client';
