import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { Clock } from '@portal/contracts/clocks/schemas';
import { i18n } from '../../lib/i18n/i18n';
import { setupTestI18n } from '../../test/i18n';
import { ClockCountdown } from './clock-countdown';
import { RecordClocks } from './record-clocks';

/** Now: Tuesday 2026-12-01 09:00 in the kingdom (06:00 UTC). */
const NOW = '2026-12-01T06:00:00.000Z';
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.parse(NOW) + hours * HOUR).toISOString();

const clock = (overrides: Partial<Clock>): Clock => ({
  id: 1,
  obligation: 'agencyAnswer',
  subject: { type: 'employmentRequest', id: 12 },
  partyOrganizationId: 3,
  state: 'running',
  startedAt: inHours(-20),
  dueAt: inHours(28),
  metAt: null,
  days: 2,
  counting: 'calendar',
  ...overrides,
});

const shown = () => screen.getByTestId('clock-countdown');

describe('the countdown of a clock (decision 0056)', () => {
  beforeAll(async () => {
    await setupTestI18n('en-US');
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date(NOW));
  });
  afterEach(async () => {
    cleanup();
    vi.setSystemTime(new Date(NOW));
    await i18n.changeLanguage('en-US');
  });
  afterAll(() => vi.useRealTimers());

  it('says the time left in days and hours, with the due moment in the kingdom time beside', () => {
    render(<ClockCountdown clock={clock({})} />);
    expect(shown()).toHaveTextContent("The agency's answer");
    expect(shown()).toHaveTextContent('Due in 1 day 4 h');
    // 28 h from 09:00 on Tuesday in the kingdom: Wednesday 13:00, whatever the reader's time zone.
    expect(shown()).toHaveTextContent(/due Dec 2, 2026, 1:00\s?PM \(Saudi time\)/);
    expect(shown()).toHaveAttribute('data-standing', 'running');
  });

  it('marks overdue in words and moves on each minute without asking again', () => {
    render(<ClockCountdown clock={clock({ dueAt: inHours(-2.5) })} />);
    expect(shown()).toHaveTextContent('Overdue by 2 h');
    expect(shown()).toHaveAttribute('data-standing', 'overdue');
    cleanup();
    // A running clock crosses its due moment while on screen: it turns overdue within the minute.
    render(<ClockCountdown clock={clock({ dueAt: inHours(0.01) })} />);
    expect(shown()).toHaveTextContent('Due in less than an hour');
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown()).toHaveTextContent('Overdue by less than an hour');
  });

  it('says paused, met and met late', () => {
    render(<ClockCountdown clock={clock({ state: 'paused' })} />);
    expect(shown()).toHaveTextContent('Paused: an outage stops the clock');
    cleanup();
    render(<ClockCountdown clock={clock({ state: 'met', metAt: inHours(-1) })} />);
    expect(shown()).toHaveTextContent('Met on Dec 1, 2026, 8:00');
    expect(shown()).not.toHaveTextContent('Saudi time');
    cleanup();
    render(<ClockCountdown clock={clock({ state: 'breached', dueAt: inHours(-5), metAt: inHours(-1) })} />);
    expect(shown()).toHaveTextContent('Met late, on');
  });

  it('speaks Arabic with its plural forms', async () => {
    await i18n.changeLanguage('ar-SA');
    const arabic = (dueInHours: number) => {
      cleanup();
      render(<ClockCountdown clock={clock({ dueAt: inHours(dueInHours) })} />);
      return shown().textContent;
    };
    expect(arabic(28)).toContain('يستحق خلال يوم واحد و4 ساعات');
    expect(arabic(50)).toContain('يستحق خلال يومين وساعتين');
    expect(arabic(11 * 24 + 1)).toContain('يستحق خلال 11 يومًا وساعة واحدة');
    expect(arabic(-3)).toContain('متأخر منذ 3 ساعات');
    expect(arabic(28)).toContain('(بتوقيت المملكة)');
    expect(arabic(28)).toContain('رد الوكالة');
    cleanup();
    render(<ClockCountdown clock={clock({ state: 'paused' })} />);
    expect(shown()).toHaveTextContent('متوقف مؤقتًا');
  });

  it("a record's deadlines: open ones first, nearest due first; closed ones left out", () => {
    render(
      <RecordClocks
        clocks={[
          clock({ id: 1, obligation: 'agencyAnswer', state: 'met', metAt: inHours(-10) }),
          clock({ id: 2, obligation: 'trial', dueAt: inHours(90 * 24) }),
          clock({ id: 3, obligation: 'arrival', dueAt: inHours(-1), state: 'breached' }),
          clock({ id: 4, obligation: 'embassyAnswer', state: 'closed' }),
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Deadlines' })).toBeInTheDocument();
    expect(screen.getAllByTestId('clock-countdown').map((item) => item.dataset.standing)).toEqual([
      'overdue',
      'running',
      'met',
    ]);
    cleanup();
    const { container } = render(<RecordClocks clocks={[clock({ state: 'closed' })]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
