import { ALERT_DURATION_MS } from '@jetkiz/contracts';
import type { AlertMessage, AlertType, AlertsApi } from '@jetkiz/contracts';
import { makeAutoObservable } from 'mobx';

/** An alert's words: a translation key, or the server's own text shown as it is. */
export type AlertWords = { key: string } | { text: string };

export interface ShownAlert {
  id: number;
  words: AlertWords;
  type: AlertType;
  /** a 429's Retry-After: the alert also says when to try again */
  retryAfterSeconds?: number;
}

function shownOf(id: number, message: AlertMessage, type: AlertType): ShownAlert {
  if (typeof message === 'string') return { id, words: { key: message }, type };
  const words: AlertWords = 'text' in message ? { text: message.text } : { key: message.key };
  return message.retryAfterSeconds ? { id, words, type, retryAfterSeconds: message.retryAfterSeconds } : { id, words, type };
}

const sameWords = (a: AlertWords, b: AlertWords) => ('text' in a ? 'text' in b && a.text === b.text : 'key' in b && a.key === b.key);

/** Alerts, each shown once while it is visible and cleared after ALERT_DURATION_MS (spec §4, §9). */
export class AlertStore implements AlertsApi {
  alerts: ShownAlert[] = [];
  private nextId = 1;

  constructor(private readonly durationMs: number = ALERT_DURATION_MS) {
    makeAutoObservable<AlertStore, 'durationMs'>(this, { durationMs: false });
  }

  /** The same words of the same type already shown are not stacked again (six calls refused at once: one alert). */
  show(message: AlertMessage, type: AlertType): void {
    const alert = shownOf(this.nextId, message, type);
    if (this.alerts.some((shown) => shown.type === type && sameWords(shown.words, alert.words))) return;
    this.nextId += 1;
    this.alerts.push(alert);
    setTimeout(() => this.dismiss(alert.id), this.durationMs);
  }

  dismiss(id: number): void {
    this.alerts = this.alerts.filter((alert) => alert.id !== id);
  }
}
