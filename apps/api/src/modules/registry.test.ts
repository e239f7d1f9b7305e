import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULES, providersOf, type ModuleEntry } from './registry';

const modulesDir = import.meta.dirname;
const foldersWithRoutes = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(modulesDir, entry.name, 'routes.ts')))
  .map((entry) => entry.name);

describe('the module registry', () => {
  it('lists every module folder that has routes, once, by its folder name', () => {
    const names = MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...foldersWithRoutes].sort());
  });

  it('merges the notification counts of every module and keeps the other providers', () => {
    const count = async () => 1;
    const modules: ModuleEntry[] = [
      {
        name: 'a',
        register: async () => undefined,
        provides: { actionsNeeded: { license_requests: count } },
      },
      {
        name: 'b',
        register: async () => undefined,
        provides: {
          actionsNeeded: { partnership_contracts: count },
          quotaUsage: async (_db, keys) => keys.map(() => 0),
        },
      },
    ];
    const providers = providersOf(modules);
    expect(Object.keys(providers.actionsNeeded).sort()).toEqual([
      'license_requests',
      'partnership_contracts',
    ]);
    expect(providers.quotaUsage).toBeDefined();
    expect(providersOf([]).actionsNeeded).toEqual({});
  });
});
