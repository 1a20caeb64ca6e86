import type { InsurancePolicy } from '@jetkiz/contracts';

export function aPolicy(overrides: Partial<InsurancePolicy> = {}): InsurancePolicy {
  return {
    id: 'pol_7Hq2kLm9Xv3Rt8Wz',
    number: 'KZ-2026-000417',
    status: 'issued',
    price: 5_150_000,
    commission: 150_000,
    cost: 5_000_000,
    currency: 'KZT',
    checkout_url: null,
    parcel_trip_bind_id: 31,
    document_url: 'https://api.jetkiz.test/insurance/pol_7Hq2kLm9Xv3Rt8Wz/document',
    refusal: null,
    refund: null,
    cancel_reason: null,
    created_at: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}
