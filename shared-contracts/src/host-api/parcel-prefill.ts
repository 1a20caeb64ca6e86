import { isIsoDate } from '../validation';
import type { ModalParams } from './host-api';

/**
 * What the parcel widget opens with when a sender starts from a trip (the board's 'Send with this traveler'): its
 * route and date, and the trip the parcel is offered to once created (issue 22 item 11).
 */
export interface ParcelPrefill {
  fromCityId?: number;
  toCityId?: number;
  /** YYYY-MM-DD: the trip's date, the parcel's deadline */
  deadline?: string;
  tripId?: number;
}

/** The names of the create-parcel modal's params, which the shell puts in the widget page's query as they are. */
const PARAM = { fromCityId: 'from', toCityId: 'to', deadline: 'date', tripId: 'trip' } as const;

function idOf(value: string | null | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,14}$/.test(value)) return undefined;
  return Number(value);
}

/** `host.modals.open('create-parcel', parcelPrefillParams({ ... }))`. */
export function parcelPrefillParams(prefill: ParcelPrefill): ModalParams {
  const params: ModalParams = {};
  for (const [key, name] of Object.entries(PARAM) as [keyof ParcelPrefill, string][]) {
    const value = prefill[key];
    if (value !== undefined) params[name] = String(value);
  }
  return params;
}

/** Reads the prefill from modal params or a page's query; what is not a city id, trip id or date is left out. */
export function parcelPrefillOf(source: ModalParams | URLSearchParams): ParcelPrefill {
  const read = (name: string) => (source instanceof URLSearchParams ? source.get(name) : source[name]);
  const deadline = read(PARAM.deadline);
  const prefill: ParcelPrefill = {
    fromCityId: idOf(read(PARAM.fromCityId)),
    toCityId: idOf(read(PARAM.toCityId)),
    deadline: deadline && isIsoDate(deadline) ? deadline : undefined,
    tripId: idOf(read(PARAM.tripId)),
  };
  return Object.fromEntries(Object.entries(prefill).filter(([, value]) => value !== undefined)) as ParcelPrefill;
}
