import { createHash } from 'node:crypto';
import type { InsuranceRefusalReason, InsurerContact } from '@jetkiz/contracts';
import type { Decision, InsuranceApplication, InsuredPerson, Insurer, RoutePoint } from '../insurer';
import { simulatedQuote } from './insurer-tariff';

/**
 * The simulated insurer's documented test cases, refused as a real insurer would (everything else is accepted):
 * - a declared cost above 2 000 000 ₸ (its tariff's last band): cost_above_limit;
 * - a person on its sanctions list (these IINs): document_sanctioned;
 * - a document number whose digits are all zeros (a registry would not find it): document_invalid;
 * - a route longer than 2 000 km in a straight line between the two cities: route_not_covered;
 * - a parcel description with the marker `#refuse-on-issue`: accepted before payment, refused at the issue (as a
 *   real insurer's final check may), so the paid premium is refunded.
 */
export const SIMULATED_SANCTIONED_IINS: readonly string[] = ['770405400126'];
export const SIMULATED_MAX_ROUTE_KM = 2_000;
export const SIMULATOR_REFUSE_ON_ISSUE_MARKER = '#refuse-on-issue';

const EARTH_RADIUS_KM = 6371;

function distanceKm(from: RoutePoint, to: RoutePoint): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

function personRefusal(person: InsuredPerson): InsuranceRefusalReason | null {
  if (SIMULATED_SANCTIONED_IINS.includes(person.iin)) return 'document_sanctioned';
  const digits = person.documentNumber.replace(/\D/g, '');
  if (digits.length > 0 && /^0+$/.test(digits)) return 'document_invalid';
  return null;
}

function decide(application: InsuranceApplication): Decision {
  const quote = simulatedQuote(application.parcel.cost);
  if (quote.kind === 'refused') return { kind: 'refused', reason: quote.reason === 'cost_above_limit' ? 'cost_above_limit' : 'other' };
  for (const person of [application.insurer, application.insured, application.deliveryMan]) {
    const reason = personRefusal(person);
    if (reason) return { kind: 'refused', reason };
  }
  if (distanceKm(application.route.from, application.route.to) > SIMULATED_MAX_ROUTE_KM)
    return { kind: 'refused', reason: 'route_not_covered' };
  return { kind: 'accepted' };
}

/** The same request id always gives the same number, as an insurer's idempotent issue would. */
function policyNumberOf(requestId: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(requestId).digest('hex').slice(0, 15)}`) % 10n ** 10n;
  return `SIM-${digits.toString().padStart(10, '0')}`;
}

/** The offline insurer (the default): its tariff, its refusals above, and policy numbers. It keeps no state. */
export function simulatedInsurer({ contact }: { contact: InsurerContact }): Insurer {
  return {
    name: 'simulator',
    contact,
    async quote(cost) {
      return simulatedQuote(cost);
    },
    async underwrite(application) {
      return decide(application);
    },
    async issue(requestId, application) {
      const decision = decide(application);
      if (decision.kind === 'refused') return decision;
      if (application.parcel.description.includes(SIMULATOR_REFUSE_ON_ISSUE_MARKER)) return { kind: 'refused', reason: 'other' };
      return { kind: 'issued', policyNumber: policyNumberOf(requestId) };
    },
    async cancel() {},
  };
}
