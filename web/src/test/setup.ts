import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadLocale } from '@/i18n';

// findBy… and waitFor wait for what a lazily loaded component shows: its import can take more than
// the default second when the machine is busy (other suites running beside this one, as in npm test).
configure({ asyncUtilTimeout: 5000 });

// Components read the page's language catalogue, which the app loads before its first render.
beforeAll(() => loadLocale('en'));
afterEach(() => cleanup());
