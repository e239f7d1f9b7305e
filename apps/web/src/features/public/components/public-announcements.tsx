import { useEffect, useState } from 'react';
import { loadedPublicAnnouncements, loadPublicAnnouncements } from '../api/public-announcements';

/**
 * The home page's public announcements; nothing when there are none. The home page's route waits
 * for them briefly before it renders (`features/public/routes.tsx`), so they do not push the page
 * down after it has been shown; a slow answer appears when it arrives.
 */
export const PublicAnnouncements = () => {
  const [loaded, setLoaded] = useState(loadedPublicAnnouncements);
  useEffect(() => {
    if (loaded) return undefined;
    let mounted = true;
    void loadPublicAnnouncements().then((value) => {
      if (mounted) setLoaded(value);
    });
    return () => {
      mounted = false;
    };
  }, [loaded]);
  if (!loaded?.Section || loaded.announcements.length === 0) return null;
  return <loaded.Section announcements={loaded.announcements} />;
};
