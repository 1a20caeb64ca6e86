export type AlertType = 'error' | 'success';

export interface Alert {
  /** translation key */
  key: string;
  type: AlertType;
}
