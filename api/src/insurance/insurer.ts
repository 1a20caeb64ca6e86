import type { InsurancePerson, InsuranceRefusalReason, InsurerContact } from '@jetkiz/contracts';

// The partner insurer behind parcel insurance (issue 20): a tariff (the premium for a declared cost), an
// underwriting check of the contract before payment, the issue of a paid policy (idempotent by our request id)
// and its cancellation. Amounts are integer tiyn. The local default is the simulator; INSURER=rest names the
// HTTP adapter. Nothing here knows about deals or payments: the insurance feature does.

/** A person of the contract as the request names it, its mobile phone stored as digits with the country code. */
export type InsuredPerson = InsurancePerson;

export interface RoutePoint {
  /** the city's name in Russian, as the insurer's forms take it */
  city: string;
  latitude: number;
  longitude: number;
}

/** What the insurer reads to decide and to issue. */
export interface InsuranceApplication {
  /** the sender, who concludes the contract */
  insurer: InsuredPerson;
  /** the recipient */
  insured: InsuredPerson;
  /** the traveler */
  deliveryMan: InsuredPerson;
  parcel: { cost: number; width: number; length: number; height: number; weight: number; description: string };
  route: { from: RoutePoint; to: RoutePoint; /** YYYY-MM-DD */ date: string };
  /** tiyn */
  deliveryPrice: number;
  /** tiyn, the premium the tariff gave */
  premium: number;
}

export type Quote =
  | { kind: 'quote'; /** tiyn */ premium: number }
  /** cost_above_limit: more than the insurer covers; below_minimum: less than it insures */
  | { kind: 'refused'; reason: 'cost_above_limit' | 'below_minimum' };

export type Decision = { kind: 'accepted' } | { kind: 'refused'; reason: InsuranceRefusalReason };

export type Issued = { kind: 'issued'; policyNumber: string } | { kind: 'refused'; reason: InsuranceRefusalReason };

/**
 * What went wrong talking to the insurer: unavailable (5xx, 429), timeout and network are retryable; unauthorized
 * (our key) and bad_answer (not its documented shape) are not.
 */
export type InsurerErrorCode = 'unavailable' | 'timeout' | 'network' | 'unauthorized' | 'bad_answer';

export class InsurerError extends Error {
  constructor(
    message: string,
    readonly code: InsurerErrorCode,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'InsurerError';
  }
}

export interface Insurer {
  readonly name: 'simulator' | 'rest';
  /** shown with a refusal ('insurance error' modal) */
  readonly contact: InsurerContact;
  /** The premium for a declared cost (tiyn), from the insurer's tariff. */
  quote(cost: number): Promise<Quote>;
  /** Whether the insurer will conclude this contract, asked before the sender pays. */
  underwrite(application: InsuranceApplication): Promise<Decision>;
  /** Issues the paid policy; the same requestId again returns the same policy (or the same refusal). */
  issue(requestId: string, application: InsuranceApplication): Promise<Issued>;
  /** Cancels an issued policy (its deal was cancelled before pickup); cancelling twice is no error. */
  cancel(policyNumber: string, requestId: string): Promise<void>;
}
