import { describe, expect, it, vi } from 'vitest';
import { credentialsFixture } from '../../../test/fixtures';
import {
  clearCredentials,
  loadCredentials,
  saveCredentials,
  setRememberMe,
  subscribeCredentials,
} from '../credentials-storage';

describe('credentials storage (spec 3)', () => {
  it('keeps the credentials in session storage without "remember me"', () => {
    setRememberMe(false);
    saveCredentials(credentialsFixture());
    expect(sessionStorage.getItem('credentials')).not.toBeNull();
    expect(localStorage.getItem('credentials')).toBeNull();
    expect(loadCredentials()?.establishment.role).toBe('PRO_OFFICE');
  });

  it('keeps them in local storage with "remember me"', () => {
    setRememberMe(true);
    saveCredentials(credentialsFixture());
    expect(localStorage.getItem('credentials')).not.toBeNull();
    expect(sessionStorage.getItem('credentials')).toBeNull();
    expect(loadCredentials()?.profile.id).toBe(7);
  });

  it('moves them when the choice changes and clears both on sign-out', () => {
    setRememberMe(false);
    saveCredentials(credentialsFixture());
    setRememberMe(true);
    saveCredentials(credentialsFixture());
    expect(sessionStorage.getItem('credentials')).toBeNull();
    expect(localStorage.getItem('credentials')).not.toBeNull();
    clearCredentials();
    expect(localStorage.getItem('credentials')).toBeNull();
    expect(loadCredentials()).toBeNull();
  });

  it('tells subscribers about changes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeCredentials(listener);
    saveCredentials(credentialsFixture());
    clearCredentials();
    unsubscribe();
    expect(listener).toHaveBeenNthCalledWith(1, expect.objectContaining({ profile: { id: 7 } }));
    expect(listener).toHaveBeenNthCalledWith(2, null);
  });

  it('survives unreadable stored data', () => {
    sessionStorage.setItem('credentials', '{not json');
    expect(loadCredentials()).toBeNull();
  });
});
