import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The machines running the tests are shared and often busy: findBy*/waitFor poll for up to 10 s
// (a lazily loaded dialog took over the default 1 s under load), and a test has 30 s.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
