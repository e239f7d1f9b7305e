import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRouteDef } from '../route-handle';

/** Document title = translated route title + portal name. */
export const useDocumentTitle = (): void => {
  const route = useCurrentRouteDef();
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const portal = t('app.name');
    document.title = route ? `${t(route.titleKey)} | ${portal}` : portal;
  }, [route, t, i18n.language]);
};
