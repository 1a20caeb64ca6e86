import { COMMON_NAMESPACE, addTranslations, commonTranslations } from '@jetkiz/contracts';
import type { AddressSuggestion, ClaimStatus, CourierOrderForm, LogisticClaim, User } from '@jetkiz/contracts';
import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import { mockApi, type MockApi } from '@jetkiz/mock-api';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { registerLogisticsTranslations } from '../i18n';
import type { ClaimPace } from './claim-pace';

export const SENDER: User = {
  id: 5,
  first_name: 'Aigerim',
  email: 'aigerim@example.kz',
  phone_number: '77011234567',
  avatar_url: null,
  email_confirmed: true,
  verification_status: 'verified',
};

export const CLAIM_ID = 'clm_Yh7Qe2Lw9Zr4Tp1X';

/** No poll comes due within a test unless it sets its own pace. */
export const STILL: ClaimPace = { fastMs: 600_000, slowMs: 600_000, maxMs: 600_000, growth: 1 };

const STATUS_FIELDS: Partial<Record<ClaimStatus, Partial<LogisticClaim>>> = {
  awaiting_payment: { checkout_url: 'https://pay.jetkiz.test/checkout/k1', next_actions: ['cancel'] },
  payment_not_confirmed: { next_actions: ['pay', 'cancel'] },
  payment_timeout: { next_actions: [] },
  payment_confirmed: { next_actions: ['cancel'] },
  searching: { provider_status: 'performer_lookup', next_actions: ['cancel'] },
  courier_found: {
    provider_status: 'performer_found',
    courier_found: true,
    courier: { name: 'Nurlan', car: 'Kia Rio, 123 ABC 02', phone: '77019876543' },
    next_actions: ['cancel'],
  },
  courier_arrived: {
    provider_status: 'pickup_arrived',
    courier_found: true,
    courier: { name: 'Nurlan', car: 'Kia Rio, 123 ABC 02', phone: null },
    next_actions: ['cancel'],
  },
  delivered: { provider_status: 'delivered_finish', courier_found: true, next_actions: [] },
  courier_not_found: { provider_status: 'performer_not_found', next_actions: ['retry', 'cancel'] },
  cancelled: {
    provider_status: 'cancelled',
    refund: { amount: 185_000, charge: 0, status: 'due', due_by: '2026-12-03' },
    next_actions: [],
  },
};

/** SENDER's order from Abay Ave 150 to Dostyk Ave 5, with the default 15 minutes to pay. */
export const ORDER: CourierOrderForm = {
  sender_name: 'Aigerim',
  sender_phone: '77011234567',
  sender_email: 'aigerim@example.kz',
  recipient_phone: '77017654321',
  recipient_email: '',
  from_address: 'Almaty, Abay Ave 150',
  to_address: 'Almaty, Dostyk Ave 5',
  comment: '',
  payment_wait_minutes: 15,
};

/** A claim of bind 41 from Abay Ave to Dostyk Ave for 1 850 ₸, in `status` with what that status carries. */
export function claimOf(status: ClaimStatus, fields: Partial<LogisticClaim> = {}): LogisticClaim {
  return {
    id: CLAIM_ID,
    parcel_trip_bind_id: 41,
    status,
    provider_status: null,
    price: 185_000,
    currency: 'KZT',
    distance_m: 4200,
    eta_min: 12,
    skip_door_to_door: false,
    geocodes: { start: { longitude: 76.9286, latitude: 43.2567 }, end: { longitude: 76.9572, latitude: 43.2389 } },
    fromStreet: 'Abay Ave 150',
    endStreet: 'Dostyk Ave 5',
    courier_found: false,
    short_link: 'https://jetkiz.test/ru/widget/delivery?link=lnk1',
    order: ORDER,
    checkout_url: null,
    payment_expires_at: null,
    courier: null,
    refund: null,
    next_actions: [],
    created_at: '2026-11-26T10:00:00Z',
    updated_at: '2026-11-26T10:00:00Z',
    ...STATUS_FIELDS[status],
    ...fields,
  };
}

export const ABAY: AddressSuggestion = {
  label: 'Almaty, Abay Ave 150',
  street: 'Abay Ave',
  building: '150',
  city_id: 1,
  city: 'Almaty',
  lon: 76.9286,
  lat: 43.2567,
};

export const DOSTYK: AddressSuggestion = {
  label: 'Almaty, Dostyk Ave 5',
  street: 'Dostyk Ave',
  building: '5',
  city_id: 1,
  city: 'Almaty',
  lon: 76.9572,
  lat: 43.2389,
};

/**
 * The hooks every courier test shares: the remote's and the common texts in English, a mocked API per test; with
 * `quietErrors`, console.error muted in each test (the pages log every failure they show) and restored after it.
 */
export function setUpCourierTest({ quietErrors = false } = {}): { api(): MockApi } {
  registerLogisticsTranslations();
  addTranslations(i18next, COMMON_NAMESPACE, commonTranslations);
  jest.setTimeout(30_000);
  let api: MockApi | null = null;
  beforeEach(async () => {
    await initTestI18n('en');
    api = mockApi();
  });
  afterEach(async () => {
    cleanup();
    await api?.close();
    await initTestI18n('en');
  });
  if (quietErrors) {
    beforeEach(() => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => {
      jest.restoreAllMocks();
    });
  }
  return { api: () => api! };
}
