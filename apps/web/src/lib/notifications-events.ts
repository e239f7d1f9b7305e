/** Event bus for the notification counts (spec section 7): asks the poller to refresh now. */
export const NOTIFICATIONS_REFRESH_EVENT = 'notifications:refresh';

const bus = new EventTarget();

export const requestNotificationsRefresh = (): void => {
  bus.dispatchEvent(new Event(NOTIFICATIONS_REFRESH_EVENT));
};

export const onNotificationsRefresh = (listener: () => void): (() => void) => {
  bus.addEventListener(NOTIFICATIONS_REFRESH_EVENT, listener);
  return () => bus.removeEventListener(NOTIFICATIONS_REFRESH_EVENT, listener);
};

/**
 * Spec 7: after any non-GET call to paths containing /api/complaints, /api/employment or
 * /api/partnership, and after any GET to api/licenseRequests/.
 */
export const triggersNotificationsRefresh = (method: string, url: string): boolean => {
  const upper = method.toUpperCase();
  if (upper === 'GET') return url.includes('api/licenseRequests/');
  return ['/api/complaints', '/api/employment', '/api/partnership'].some((part) => url.includes(part));
};
