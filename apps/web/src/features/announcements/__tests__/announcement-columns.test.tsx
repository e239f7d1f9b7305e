import { describe, expect, it } from 'vitest';
import { render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Announcement } from '@portal/contracts/announcements';
import { setupTestI18n } from '../../../test/i18n';
import { useAnnouncementColumns } from '../components/announcement-columns';

const row: Announcement = {
  id: 9,
  titleAr: 'البوابة الآن بلغتك',
  titleEn: 'The portal now speaks your language',
  bodyAr: '<p>نص</p>',
  bodyEn: '<p>Text</p>',
  audiencePublic: true,
  audienceRoles: [],
  visibleFrom: '2027-01-01',
  visibleTo: '2027-01-31',
  updatedAt: '2027-01-01T00:00:00.000Z',
};

const firstCell = () => {
  const { result } = renderHook(() => useAnnouncementColumns());
  const [first, second] = result.current;
  render(<MemoryRouter>{first?.render?.(row)}</MemoryRouter>);
  return { first, second };
};

describe('announcement columns', () => {
  it('link the English title in English', async () => {
    await setupTestI18n('en-US');
    const { first, second } = firstCell();
    expect(first?.label).toBe('English title');
    expect(second?.label).toBe('Arabic title');
    expect(screen.getByRole('link', { name: row.titleEn })).toHaveAttribute('href', '/admin/announcements/9');
  });

  it('link the Arabic title in Arabic', async () => {
    await setupTestI18n('ar-SA');
    firstCell();
    expect(screen.getByRole('link', { name: row.titleAr })).toHaveAttribute('href', '/admin/announcements/9');
  });
});
