import { ALERT_DURATION_MS } from '@jetkiz/contracts';
import type { AlertType, AlertsApi } from '@jetkiz/contracts';
import { makeAutoObservable } from 'mobx';

export interface ShownAlert {
  id: number;
  key: string;
  type: AlertType;
}

/** Stacked alerts, each cleared after ALERT_DURATION_MS (spec §4, §9). */
export class AlertStore implements AlertsApi {
  alerts: ShownAlert[] = [];
  private nextId = 1;

  constructor(private readonly durationMs: number = ALERT_DURATION_MS) {
    makeAutoObservable<AlertStore, 'durationMs'>(this, { durationMs: false });
  }

  show(key: string, type: AlertType): void {
    const id = this.nextId++;
    this.alerts.push({ id, key, type });
    setTimeout(() => this.dismiss(id), this.durationMs);
  }

  dismiss(id: number): void {
    this.alerts = this.alerts.filter((alert) => alert.id !== id);
  }
}
