import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { confirm } from '../confirm-dialog';

/**
 * Spec 5: leaving the wizard with unsaved changes asks "You have unsaved changes! …"; discarding
 * deletes the draft. Moving between the wizard's own steps never asks (the draft keeps the values),
 * and neither does a reload or closing the tab: the draft is restored next time (spec 9).
 */
export const useWizardLeaveGuard = (
  dirty: boolean,
  isWizardPath: (pathname: string) => boolean,
  onDiscard: () => void,
): void => {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && !isWizardPath(nextLocation.pathname),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({
      title: t('common.unsavedChangesTitle'),
      message: t('common.unsavedChanges'),
      confirmLabel: t('common.discard'),
      cancelLabel: t('common.stay'),
    }).then((discard) => {
      if (!discard) return blocker.reset();
      onDiscard();
      blocker.proceed();
    });
  }, [blocker, t, onDiscard]);
};
