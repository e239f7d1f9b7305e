import { HEADERS } from '@portal/contracts/http-headers';
import type { RouteId } from '@portal/contracts/routes';
import { storedAccessToken } from '../lib/auth/stored-session';
import { loadTextFiles } from '../lib/i18n/module-files';
import { textsTranslate } from '../lib/i18n/texts-translate';
import { establishmentHeaders } from '../lib/request-headers';
import { resolveUrl } from '../lib/server-address';
import { loadCredentials } from '../lib/storage/credentials-storage';
import { EARLY_CONTENT, EARLY_DATA, paramsOf } from './early-content';
import type { EarlyContent } from './early-screen';
import {
  EARLY_PAINT_ATTRIBUTE,
  EARLY_PAINTED_EVENT,
  NOTICE_TEMPLATE,
  NOTICE_TEXT,
  TITLE_MARK,
} from './early-paint-markers';

const answers = new Map<string, Promise<unknown>>();

/**
 * The answer of a first-data request the early paint made (undefined when it failed): the application
 * takes it rather than asking again (`early-data.ts`). Undefined when none was made for the address.
 */
export const earlyAnswerOf = (url: string): Promise<unknown> | undefined => answers.get(url);

/**
 * Draws a page's early content into the server's first screen, as the application's first screen
 * draws it (`FirstScreenView`): the heading in place of the title, as a new element (the browser
 * counts an element's first paint as a largest-paint candidate, not new text in one already painted);
 * a notice below it from the build's drawing of its severity.
 */
export const drawEarlyContent = (root: ParentNode, content: EarlyContent): boolean => {
  let title = root.querySelector(`[${TITLE_MARK}]`);
  if (!title) return false;
  if (content.heading) {
    const heading = title.cloneNode(false) as Element;
    heading.textContent = content.heading;
    title.replaceWith(heading);
    title = heading;
  }
  const { notice } = content;
  const template = notice
    ? root.querySelector<HTMLTemplateElement>(`template[${NOTICE_TEMPLATE}="${notice.severity}"]`)
    : null;
  if (notice && template) {
    const drawing = template.content.cloneNode(true) as DocumentFragment;
    const text = drawing.querySelector(`[${NOTICE_TEXT}]`);
    if (text) {
      text.textContent = notice.text;
      title.after(drawing);
    }
  }
  return true;
};

/**
 * A signed-in page's first data, asked with the stored token and the headers the API client sends, and
 * its largest text drawn into the server's first screen before the application's code is asked for
 * (decision 0078). The page names its route (`EARLY_PAINT_ATTRIBUTE`, written by the build); the
 * guard loads this module only with a kept first screen and a stored session.
 */
const paintEarly = async (doc: Document): Promise<void> => {
  const declared = doc.documentElement.getAttribute(EARLY_PAINT_ATTRIBUTE);
  const root = doc.getElementById('root');
  if (!declared || !root?.hasAttribute('data-first-screen')) return;
  const [id = '', pattern = ''] = declared.split(' ');
  const ask = EARLY_DATA[id as RouteId];
  const token = storedAccessToken();
  const credentials = loadCredentials();
  if (!ask || !token || !credentials) return;
  const base = import.meta.env.BASE_URL;
  const path = doc.location.pathname.slice(base.length).replace(/\/+$/, '');
  const urls = ask(paramsOf(pattern, path), doc.location.search);
  const language = doc.documentElement.lang;
  const headers = {
    accept: 'application/json',
    [HEADERS.acceptLanguage]: language,
    ...establishmentHeaders(credentials),
    authorization: `Bearer ${token}`,
  };
  for (const url of urls)
    answers.set(
      url,
      fetch(resolveUrl(url), { headers, credentials: 'same-origin' })
        .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
        .catch(() => undefined),
    );
  const early = EARLY_CONTENT[id as RouteId];
  const [first] = urls;
  if (!early || !first) return;
  const [answer, files] = await Promise.all([answers.get(first), loadTextFiles(early.texts, language)]);
  const content = early.content(answer, textsTranslate(files, language), language);
  if (content) drawEarlyContent(root, content);
};

// Once per page load, as the guard loads it; the application's import of the same module later finds
// it done (or, on any other page, nothing to do).
void paintEarly(document)
  .catch(() => undefined)
  .finally(() => document.dispatchEvent(new Event(EARLY_PAINTED_EVENT)));
