import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadLocale } from '@/i18n';

// Components read the page's language catalogue, which the app loads before its first render.
beforeAll(() => loadLocale('en'));
afterEach(() => cleanup());
