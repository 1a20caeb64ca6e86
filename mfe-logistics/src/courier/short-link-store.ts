import { toApiError } from '@jetkiz/contracts';
import type { ApiClient, ShortLinkDetails, ShortLinkPointCorrection } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import { logCourierFailure, type FailureLog } from './courier-failure';
import { PointPicker, type PointPickerOptions } from './point-picker';

export type ShortLinkState = 'loading' | 'ready' | 'expired' | 'failed';

/** The address as the link holds it: 'Almaty, Abay Ave 150'. */
export function shortLinkAddress(link: Pick<ShortLinkDetails, 'city' | 'street' | 'building'>): string {
  const street = [link.street, link.building].filter(Boolean).join(' ');
  return [link.city, street].filter(Boolean).join(', ');
}

/** The short link page: the point of whoever holds the link, which they may correct (street search or location). */
export class ShortLinkStore {
  link: ShortLinkDetails | null = null;
  state: ShortLinkState = 'loading';
  /** a `common` key */
  loadErrorKey: string | null = null;
  correcting = false;
  saving = false;
  saved = false;
  /** a `common` key */
  saveErrorKey: string | null = null;
  readonly picker: PointPicker;
  private readonly log: FailureLog;

  constructor(
    private readonly api: ApiClient,
    readonly id: string,
    options: PointPickerOptions = {},
  ) {
    this.log = options.log ?? logCourierFailure;
    this.picker = new PointPicker(api.geo, options);
    makeAutoObservable<ShortLinkStore, 'api' | 'log'>(this, { api: false, log: false, id: false, picker: false });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    this.loadErrorKey = null;
    try {
      const link = await this.api.shortLinks.get(this.id);
      runInAction(() => {
        this.link = link;
        this.state = 'ready';
      });
    } catch (error) {
      this.log('reading the short link', error);
      const { status, messageKey } = toApiError(error);
      runInAction(() => {
        this.state = status === 404 ? 'expired' : 'failed';
        this.loadErrorKey = messageKey;
      });
    }
  }

  startCorrecting(): void {
    this.correcting = true;
    this.saved = false;
    this.saveErrorKey = null;
  }

  stopCorrecting(): void {
    if (this.saving) return;
    this.correcting = false;
    this.saveErrorKey = null;
  }

  async save(): Promise<void> {
    const chosen = this.picker.chosen;
    if (!chosen || this.saving) return;
    this.saving = true;
    this.saveErrorKey = null;
    const correction: ShortLinkPointCorrection = { point: { lon: chosen.lon, lat: chosen.lat } };
    if (chosen.street) correction.street = chosen.street;
    if (chosen.building) correction.building = chosen.building;
    try {
      const link = await this.api.shortLinks.correct(this.id, correction);
      runInAction(() => {
        this.link = link;
        this.saved = true;
        this.correcting = false;
      });
    } catch (error) {
      this.log('correcting the short link', error);
      const { status, messageKey } = toApiError(error);
      runInAction(() => {
        if (status === 404) this.state = 'expired';
        this.saveErrorKey = messageKey;
      });
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  dispose(): void {
    this.picker.dispose();
  }
}
