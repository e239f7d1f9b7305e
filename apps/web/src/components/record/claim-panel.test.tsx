import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@portal/contracts/constants';
import type { Claim } from '@portal/contracts/claims';
import { formatDateTime } from '../../lib/format/intl';
import { clearCredentials, saveCredentials } from '../../lib/storage/credentials-storage';
import { credentialsFixture, membershipFixture } from '../../test/fixtures';
import { json, stubFetch } from '../../test/http';
import { setupTestI18n } from '../../test/i18n';
import { ClaimPanel } from './claim-panel';

const SINCE = '2026-11-29T07:10:00.000Z';
const ANGELA: Claim = {
  claimedBy: { id: 41, name: { ar: 'أنجيلا باوتيستا', en: 'Angela Bautista' } },
  since: SINCE,
};
const ME = 7; // credentialsFixture's profile id

const fetchMock = vi.fn<typeof fetch>();

describe('ClaimPanel', () => {
  beforeEach(() => {
    stubFetch(fetchMock);
    saveCredentials(credentialsFixture(membershipFixture({ role: 'FOREIGN_EMBASSY' })));
  });
  afterEach(() => {
    cleanup();
    clearCredentials();
  });

  const panel = (claim: Claim | null, onChanged = vi.fn()) => {
    render(
      <ClaimPanel claim={claim} recordUrl="/api/employment-requests/5" canClaim onChanged={onChanged} />,
    );
    return onChanged;
  };

  it.each([
    ['en-US', 'Being reviewed by Angela Bautista since', 'Release'],
    ['ar-SA', 'قيد المراجعة لدى أنجيلا باوتيستا منذ', 'فك الحجز'],
  ] as const)(
    "shows a colleague's claim with its holder and time, and no button (%s)",
    async (language, text, release) => {
      await setupTestI18n(language as Language);
      panel(ANGELA);
      const notice = screen.getByRole('status');
      expect(notice.textContent).toContain(text);
      expect(notice.textContent).toContain(formatDateTime(SINCE, language));
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.queryByText(release)).toBeNull();
    },
  );

  it('claims from the keyboard and reloads the record with its new claim', async () => {
    await setupTestI18n('en-US');
    const mine: Claim = { ...ANGELA, claimedBy: { ...ANGELA.claimedBy, id: ME } };
    fetchMock.mockResolvedValueOnce(json({ claim: mine }));
    const onChanged = panel(null);
    const button = screen.getByRole('button', { name: 'Claim for review' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(mine));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/employment-requests/5/claim');
    expect(init?.method).toBe('POST');
  });

  it("offers the holder a release, and an admin the release of a colleague's claim", async () => {
    await setupTestI18n('en-US');
    panel({ ...ANGELA, claimedBy: { ...ANGELA.claimedBy, id: ME } });
    expect(screen.getByRole('status').textContent).toContain('You are reviewing this record since');
    expect(screen.getByRole('button', { name: 'Release' })).toBeTruthy();
    cleanup();
    saveCredentials(credentialsFixture(membershipFixture({ role: 'ADMIN' })));
    panel(ANGELA);
    expect(screen.getByRole('button', { name: "Release Angela Bautista's claim" })).toBeTruthy();
  });
});
