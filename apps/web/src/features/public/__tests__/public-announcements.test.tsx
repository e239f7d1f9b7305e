import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { VisibleAnnouncement } from '@portal/contracts/announcements';
import { setupTestI18n } from '../../../test/i18n';
import {
  FIRST_RENDER_WAIT_MS,
  forgetPublicAnnouncements,
  loadPublicAnnouncements,
  publicAnnouncementsWithin,
} from '../api/public-announcements';
import { PublicAnnouncements } from '../components/public-announcements';

const ANNOUNCEMENT = {
  id: 7,
  title: { en: 'The portal now speaks your language', ar: 'البوابة الآن بلغتك' },
  body: { en: '<p>Read the FAQ.</p>', ar: '<p>اقرأ الأسئلة الشائعة.</p>' },
  visibleFrom: '2026-11-01',
} as unknown as VisibleAnnouncement;

describe('public announcements', { timeout: 30_000 }, () => {
  beforeAll(() => setupTestI18n('en-US'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    forgetPublicAnnouncements();
  });

  it('shows the announcements in their section, fetched anonymously from the public endpoint', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json([ANNOUNCEMENT]));
    vi.stubGlobal('fetch', fetchMock);
    render(<PublicAnnouncements />);
    const section = await screen.findByRole('region', { name: 'Announcements' });
    expect(section).toHaveTextContent('The portal now speaks your language');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/announcements/public');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('authorization')).toBe(false);
  });

  it('shows nothing, and no error, when the request fails or the list is empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    expect(await loadPublicAnnouncements()).toEqual({ announcements: [], Section: null });
    forgetPublicAnnouncements();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
    const { container } = render(<PublicAnnouncements />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });

  it('reuses one request for a minute, then asks again', async () => {
    const fetchMock = vi.fn(async () => Response.json([]));
    vi.stubGlobal('fetch', fetchMock);
    await loadPublicAnnouncements(1_000);
    await loadPublicAnnouncements(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await loadPublicAnnouncements(62_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('lets the page render without them when they are slow, and adds them when they arrive', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    expect(await publicAnnouncementsWithin(10)).toBeNull();
    forgetPublicAnnouncements();
    render(<PublicAnnouncements />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS + 300));
    expect(screen.queryByRole('region')).toBeNull();
    answer(Response.json([ANNOUNCEMENT]));
    expect(await screen.findByRole('region', { name: 'Announcements' }, { timeout: 10_000 })).toBeVisible();
  });
});
