import type { RouteId } from '@portal/contracts/routes';
import { prefetchGet } from '../lib/api-client';
import { storedAccessToken } from '../lib/auth/stored-session';
import { i18n } from '../lib/i18n/i18n';
import { loadModuleResources } from '../lib/i18n/module-resources';
import type { Translate } from '../lib/i18n/translate';
import { EARLY_CONTENT, EARLY_DATA, paramsOf } from './early-content';
import { earlyAnswerOf } from './early-paint';
import { setEarlyContent } from './early-screen';
import { signedInRouteOf } from './first-screen';

/**
 * Starts the first data requests of the signed-in page the browser opened, with the stored token,
 * when the application starts (decision 0065): they ran only once the layout's, page map's and page's
 * chunks had loaded and the page had rendered. Those the early paint made before the application's
 * code (decision 0078) are taken, not asked again. Nothing without a stored session.
 */
export const prefetchPageData = (pathname: string, base = '/', search = ''): string[] => {
  const route = signedInRouteOf(pathname, base);
  const load = route ? EARLY_DATA[route.id as RouteId] : undefined;
  const token = load ? storedAccessToken() : null;
  if (!route || !load || !token) return [];
  const path = pathname.slice(base.length).replace(/\/+$/, '');
  const urls = load(paramsOf(route.path, path), search);
  const answers = urls.map((url) => prefetchGet(url, token, earlyAnswerOf(url)));
  const early = EARLY_CONTENT[route.id as RouteId];
  const [first] = answers;
  if (early && first) {
    const { language } = i18n;
    void Promise.all([first, loadModuleResources(early.texts)])
      .then(([answer]) => early.content(answer, i18n.t.bind(i18n) as Translate, language))
      .then((content) => content && setEarlyContent(pathname, language, content))
      .catch(() => undefined);
  }
  return urls;
};
