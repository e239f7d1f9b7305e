import { use, useEffect, useState } from 'react';
import {
  loadPublicAnnouncements,
  publicAnnouncementsWithin,
  type LoadedAnnouncements,
} from '../api/public-announcements';

/**
 * The home page's public announcements; nothing when there are none. The first render waits for them
 * briefly (their request starts with the page module, `features/public/routes.tsx`), so they do not
 * push the page down after it has been shown; a slow answer appears when it arrives.
 */
export const PublicAnnouncements = () => {
  const [first] = useState(() => publicAnnouncementsWithin());
  const inTime = use(first);
  const [late, setLate] = useState<LoadedAnnouncements | null>(null);
  useEffect(() => {
    if (inTime) return undefined;
    let mounted = true;
    void loadPublicAnnouncements().then((loaded) => {
      if (mounted) setLate(loaded);
    });
    return () => {
      mounted = false;
    };
  }, [inTime]);
  const loaded = inTime ?? late;
  if (!loaded?.Section || loaded.announcements.length === 0) return null;
  return <loaded.Section announcements={loaded.announcements} />;
};
