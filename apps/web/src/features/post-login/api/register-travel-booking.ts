import { useMutation } from '@tanstack/react-query';
import type { BookingRegistrationResponse } from '@portal/contracts/booking';
import type { Credentials } from '@portal/contracts/credentials';
import { api } from '../../../lib/api-client';
import { saveCredentials } from '../../../lib/storage/credentials-storage';

type RegistrationPath = 'office' | 'user' | 'sub-user';

/** Merges what a registration call answers into the stored credentials. */
export const mergeRegistration = (
  credentials: Credentials,
  answer: BookingRegistrationResponse,
): Credentials => ({
  ...credentials,
  establishment: { ...credentials.establishment, ...answer.establishment },
  organization: {
    ...credentials.organization,
    almatarRegistered: answer.organization.almatarRegistered,
    almatarRegistrationEnabled: answer.organization.almatarRegistrationEnabled,
  },
});

/**
 * Spec 4: the office first when it is not registered (super user), then the user or the sub-user;
 * the stored credentials are updated after each call.
 */
export const registerTravelBooking = async (credentials: Credentials): Promise<Credentials> => {
  let current = credentials;
  const register = async (path: RegistrationPath) => {
    const answer = await api.post<BookingRegistrationResponse>(`/api/booking/almatar/add/${path}`);
    current = mergeRegistration(current, answer);
    saveCredentials(current);
  };
  if (current.establishment.superUser) {
    if (!current.organization.almatarRegistered) await register('office');
    await register('user');
  } else {
    await register('sub-user');
  }
  return current;
};

export const useRegisterTravelBooking = () => useMutation({ mutationFn: registerTravelBooking });
