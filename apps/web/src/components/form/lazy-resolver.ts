import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { showAlert } from '../../lib/alerts/alert-store';
import { i18n } from '../../lib/i18n/i18n';
import { whenIdle } from '../../lib/when-idle';

/**
 * A react-hook-form resolver for a contract schema that is imported when the form first validates
 * (a blur or a submit), not with the page: the schema module and zod (~24 KB gzipped) and the zod
 * resolver stay out of the page's initial JavaScript (decision 0064). It is the same schema and the
 * same `zodResolver`, so the messages (i18n keys of the contract) are those of a static resolver.
 * `loadSchema` must import the schema's module dynamically (`() => import(…).then((m) => m.schema)`)
 * and the page must import nothing else from that module but types, or the module stays in its
 * chunk. Create it once, beside the form's component: loading starts when the browser is idle after
 * the page's module ran (its first screen), so a blur seldom waits for it.
 */
export const lazyResolver = <T extends FieldValues, O = T>(
  loadSchema: () => Promise<z.ZodType>,
): Resolver<T, unknown, O> => {
  let loading: Promise<Resolver<T, unknown, O>> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) =>
        zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as unknown as Resolver<T, unknown, O>,
      (error: unknown) => {
        // A chunk that failed to load (offline) is asked again at the next check. Nothing is sent
        // meanwhile, and the person is told why their check or save did nothing (spec 8's message).
        loading = undefined;
        showAlert({ type: 'danger', message: i18n.t('errors.connection') });
        throw error;
      },
    ));
  whenIdle(() => void load().catch(() => undefined));
  return async (values, context, options) => (await load())(values, context, options);
};
