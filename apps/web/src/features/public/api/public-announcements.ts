import type { ComponentType } from 'react';
import type { VisibleAnnouncement } from '@portal/contracts/announcements';
import { resolveUrl } from '../../../lib/server-address';

/** How long a loaded list is reused when the home page is opened again. */
const FRESH_MS = 60_000;
/** How long the home page's first render waits for them; later they appear when they arrive. */
export const FIRST_RENDER_WAIT_MS = 2_500;

export type AnnouncementsSectionProps = { announcements: readonly VisibleAnnouncement[] };

/** The list and the component that shows it (loaded only when there is something to show). */
export type LoadedAnnouncements = {
  announcements: readonly VisibleAnnouncement[];
  Section: ComponentType<AnnouncementsSectionProps> | null;
};

const NONE: LoadedAnnouncements = { announcements: [], Section: null };

/**
 * `GET /api/announcements/public`: public announcements visible today, newest first. Plain `fetch`
 * (no bearer, no query cache): the home page must not load the signed-in client for them.
 */
export const fetchPublicAnnouncements = async (): Promise<VisibleAnnouncement[]> => {
  const response = await fetch(resolveUrl('/api/announcements/public'), {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`/api/announcements/public answered ${response.status}`);
  return (await response.json()) as VisibleAnnouncement[];
};

type Loading = {
  at: number;
  loaded: Promise<LoadedAnnouncements>;
  /** What the load gave, once it has settled. */
  value?: LoadedAnnouncements;
};

let cached: Loading | null = null;

/**
 * The public announcements and, when there are any, the section that shows them, fetched together.
 * The home page works without them: a failure gives none, without an alert.
 */
export const loadPublicAnnouncements = (now = Date.now()): Promise<LoadedAnnouncements> =>
  currentLoad(now).loaded;

const currentLoad = (now: number): Loading => {
  if (cached && now - cached.at < FRESH_MS) return cached;
  const loaded = fetchPublicAnnouncements()
    .then(async (announcements) =>
      announcements.length > 0
        ? {
            announcements,
            Section: (await import('../components/announcements-section')).AnnouncementsSection,
          }
        : NONE,
    )
    .catch(() => NONE);
  const loading: Loading = { at: now, loaded };
  void loaded.then((value) => (loading.value = value));
  cached = loading;
  return loading;
};

/** The announcements already loaded (fresh or not), else `undefined`: for a first render without waiting. */
export const loadedPublicAnnouncements = (): LoadedAnnouncements | undefined => cached?.value;

/** The announcements if they arrive within `waitMs`, else `null` (then the page renders without them). */
export const publicAnnouncementsWithin = (
  waitMs = FIRST_RENDER_WAIT_MS,
): Promise<LoadedAnnouncements | null> =>
  Promise.race([
    loadPublicAnnouncements(),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs)),
  ]);

/** For tests: forget the loaded list. */
export const forgetPublicAnnouncements = (): void => {
  cached = null;
};
