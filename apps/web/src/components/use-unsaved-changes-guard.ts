import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentRouteDef } from '../app/route-handle';
import { confirm } from './confirm-dialog';

/**
 * Spec 2/5: leaving a dirty, enabled form asks "You have unsaved changes! …" for in-app navigation,
 * and the browser asks before the tab closes or reloads. Active on routes flagged `form` in the
 * contracts table (or everywhere when the route is unknown, e.g. in tests).
 */
export const useUnsavedChangesGuard = (dirty: boolean, enabled = true): void => {
  const route = useCurrentRouteDef();
  const { t } = useTranslation();
  const active = dirty && enabled && (route?.form ?? true);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({
      title: t('common.unsavedChangesTitle'),
      message: t('common.unsavedChanges'),
      confirmLabel: t('common.discard'),
      cancelLabel: t('common.stay'),
    }).then((discard) => (discard ? blocker.proceed() : blocker.reset()));
  }, [blocker, t]);

  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to show their own confirmation.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
};
