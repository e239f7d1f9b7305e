import { ALERTS_MAX, ALERT_AUTO_CLOSE_MS, ALERT_CLOSE_ANIMATION_MS } from '@portal/contracts/constants';

export type AlertType = 'danger' | 'success' | 'warning';

/** Spec section 3: message, title, type and time. */
export type Alert = {
  id: number;
  type: AlertType;
  title?: string;
  message: string;
  time: Date;
  /** True during the closing animation. */
  closing: boolean;
};

export type AlertInput = { type: AlertType; title?: string; message: string };

type Listener = (alerts: readonly Alert[]) => void;

/**
 * Spec section 9: at most 10 kept (the oldest dropped), non-error alerts close after 5 s,
 * errors stay until closed, closing animates for 300 ms.
 */
export const createAlertStore = () => {
  let alerts: readonly Alert[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>[]>();
  const listeners = new Set<Listener>();

  const emit = () => listeners.forEach((listener) => listener(alerts));
  const clearTimers = (id: number) => {
    timers.get(id)?.forEach(clearTimeout);
    timers.delete(id);
  };
  const addTimer = (id: number, timer: ReturnType<typeof setTimeout>) =>
    timers.set(id, [...(timers.get(id) ?? []), timer]);

  const remove = (id: number) => {
    clearTimers(id);
    alerts = alerts.filter((alert) => alert.id !== id);
    emit();
  };

  const close = (id: number) => {
    const alert = alerts.find((item) => item.id === id);
    if (!alert || alert.closing) return;
    clearTimers(id);
    alerts = alerts.map((item) => (item.id === id ? { ...item, closing: true } : item));
    emit();
    addTimer(
      id,
      setTimeout(() => remove(id), ALERT_CLOSE_ANIMATION_MS),
    );
  };

  const push = (input: AlertInput): number => {
    const alert: Alert = { ...input, id: nextId++, time: new Date(), closing: false };
    const kept = [...alerts, alert];
    while (kept.length > ALERTS_MAX) {
      const dropped = kept.shift();
      if (dropped) clearTimers(dropped.id);
    }
    alerts = kept;
    emit();
    if (alert.type !== 'danger')
      addTimer(
        alert.id,
        setTimeout(() => close(alert.id), ALERT_AUTO_CLOSE_MS),
      );
    return alert.id;
  };

  const clear = () => {
    [...timers.keys()].forEach(clearTimers);
    alerts = [];
    emit();
  };

  return {
    push,
    close,
    clear,
    getAlerts: () => alerts,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
};

export type AlertStore = ReturnType<typeof createAlertStore>;

/** The application's one alert stack. */
export const alertStore = createAlertStore();

export const showAlert = (input: AlertInput): number => alertStore.push(input);
