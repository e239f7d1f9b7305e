import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERTS_MAX, ALERT_AUTO_CLOSE_MS, ALERT_CLOSE_ANIMATION_MS } from '@portal/contracts/constants';
import { createAlertStore } from '../alert-store';

describe('alert stack rules (spec 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps at most 10 alerts, dropping the oldest', () => {
    const store = createAlertStore();
    for (let index = 1; index <= 12; index += 1) store.push({ type: 'danger', message: `error ${index}` });
    const messages = store.getAlerts().map((alert) => alert.message);
    expect(ALERTS_MAX).toBe(10);
    expect(messages).toHaveLength(10);
    expect(messages[0]).toBe('error 3');
    expect(messages[9]).toBe('error 12');
  });

  it('closes success and warning alerts after 5 s with a 300 ms closing animation', () => {
    const store = createAlertStore();
    store.push({ type: 'success', message: 'Saved' });
    store.push({ type: 'warning', message: 'Check the dates' });
    vi.advanceTimersByTime(ALERT_AUTO_CLOSE_MS - 1);
    expect(store.getAlerts().every((alert) => !alert.closing)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getAlerts().every((alert) => alert.closing)).toBe(true);
    vi.advanceTimersByTime(ALERT_CLOSE_ANIMATION_MS - 1);
    expect(store.getAlerts()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.getAlerts()).toHaveLength(0);
  });

  it('keeps errors until they are closed', () => {
    const store = createAlertStore();
    const id = store.push({ type: 'danger', title: 'Failed', message: 'details' });
    vi.advanceTimersByTime(60_000);
    expect(store.getAlerts()).toHaveLength(1);
    store.close(id);
    expect(store.getAlerts()[0]?.closing).toBe(true);
    vi.advanceTimersByTime(ALERT_CLOSE_ANIMATION_MS);
    expect(store.getAlerts()).toHaveLength(0);
  });

  it('records the time of each alert and notifies subscribers', () => {
    vi.setSystemTime(new Date('2026-03-01T08:30:00Z'));
    const store = createAlertStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.push({ type: 'success', message: 'Done' });
    expect(store.getAlerts()[0]?.time.toISOString()).toBe('2026-03-01T08:30:00.000Z');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a dropped alert does not fire its timers later', () => {
    const store = createAlertStore();
    store.push({ type: 'success', message: 'first' });
    for (let index = 0; index < ALERTS_MAX; index += 1) store.push({ type: 'danger', message: `e${index}` });
    vi.advanceTimersByTime(ALERT_AUTO_CLOSE_MS + ALERT_CLOSE_ANIMATION_MS);
    expect(store.getAlerts()).toHaveLength(ALERTS_MAX);
    expect(store.getAlerts().every((alert) => !alert.closing)).toBe(true);
  });
});
