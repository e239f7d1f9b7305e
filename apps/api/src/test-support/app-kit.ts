import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/**
 * The set-up a module's route tests share: one test app for the `describe` block, the fixtures read
 * from its seed and `call` as a demo user; made before the tests (a later `beforeAll` of the block
 * can use them), closed after. Call inside `describe`. `call` may be taken out of the kit at once;
 * `t` and `f` are read inside hooks and tests.
 */
export const appKit = <F, A extends unknown[], R>(
  loadFixtures: (t: TestApp) => Promise<F>,
  callAs: (t: TestApp) => (...args: A) => R,
  options?: TestAppOptions,
) => {
  let app: TestApp | undefined;
  let fixtures: { f: F } | undefined;
  beforeAll(async () => {
    app = await createTestApp(options);
    fixtures = { f: await loadFixtures(app) };
  });
  afterAll(async () => app?.close());
  const ready = () => {
    if (!app || !fixtures) throw new Error('the kit is made in beforeAll: read it inside a hook or test');
    return { t: app, f: fixtures.f };
  };
  return {
    get t() {
      return ready().t;
    },
    get f() {
      return ready().f;
    },
    call: (...args: A): R => callAs(ready().t)(...args),
  };
};
