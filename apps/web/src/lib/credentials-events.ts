/**
 * Event bus for the stored credentials: the API client asks for them to be reloaded from the
 * server when an answer says they are out of date (e.g. the organisation was suspended meanwhile).
 */
export const CREDENTIALS_REFRESH_EVENT = 'credentials:refresh';

const bus = new EventTarget();

export const requestCredentialsRefresh = (): void => {
  bus.dispatchEvent(new Event(CREDENTIALS_REFRESH_EVENT));
};

export const onCredentialsRefresh = (listener: () => void): (() => void) => {
  bus.addEventListener(CREDENTIALS_REFRESH_EVENT, listener);
  return () => bus.removeEventListener(CREDENTIALS_REFRESH_EVENT, listener);
};
