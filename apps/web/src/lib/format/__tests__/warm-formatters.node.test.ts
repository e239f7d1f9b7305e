import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../locale-tags';
import { startWarmingFormatters, warmFormatters } from '../warm-formatters';

/** A stand-in for the browser's Worker: records how it was started and whether it was ended. */
class RecordingWorker {
  static made: RecordingWorker[] = [];
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    RecordingWorker.made.push(this);
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  RecordingWorker.made = [];
});

describe('warmFormatters (the worker)', () => {
  it.each([
    ['ar-SA', [LOCALES['ar-SA'].gregorian, LOCALES['ar-SA'].hijri]],
    ['en-US', [LOCALES['en-US'].gregorian]],
  ] as const)('makes the %s number and date formatters in the portal locales', (language, dates) => {
    const made = { numbers: [] as unknown[], dates: [] as unknown[] };
    vi.stubGlobal('Intl', {
      ...Intl,
      NumberFormat: class extends Intl.NumberFormat {
        constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
          super(...args);
          made.numbers.push(args[0]);
        }
      },
      DateTimeFormat: class extends Intl.DateTimeFormat {
        constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          super(...args);
          made.dates.push(args[0]);
        }
      },
    });
    warmFormatters(language);
    expect(made.numbers).toEqual([LOCALES[language].numbers]);
    expect(made.dates).toEqual(dates);
  });
});

describe('startWarmingFormatters (the boot script)', () => {
  it.each(['onmessage', 'onerror'] as const)(
    'starts the worker file named by the language and ends it on its %s',
    (event) => {
      vi.stubGlobal('Worker', RecordingWorker);
      startWarmingFormatters('ar-SA');
      const [worker] = RecordingWorker.made;
      expect(worker?.url.pathname).toMatch(/\/formatters\.worker\.ts$/);
      expect(worker?.options).toEqual({ type: 'module', name: 'ar-SA' });
      expect(worker?.terminated).toBe(false);
      worker?.[event]?.();
      expect(worker?.terminated).toBe(true);
    },
  );

  it('leaves the formatters to the page where a worker cannot start', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => startWarmingFormatters('en-US')).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('refused by the content security policy');
        }
      },
    );
    expect(() => startWarmingFormatters('en-US')).not.toThrow();
  });
});
