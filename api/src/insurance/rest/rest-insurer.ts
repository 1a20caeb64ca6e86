import { isInsuranceRefusalReason, type InsuranceRefusalReason, type InsurerContact } from '@jetkiz/contracts';
import { InsurerError, type InsuranceApplication, type Insurer } from '../insurer';
import { insurerHttp, type InsurerAnswer } from './insurer-http';

export interface RestInsurerOptions {
  url: string;
  apiKey: string;
  timeoutMs: number;
  contact: InsurerContact;
}

/**
 * The HTTP adapter for a partner insurer's policy API. No Kazakh insurer publishes an open policy API, so this is
 * written to a documented generic REST shape a partner implements (or fronts with a gateway); the API's settings
 * are INSURER_API_URL and INSURER_API_KEY. Every amount is integer tiyn, every body JSON, every call carries
 * `Authorization: Bearer <key>`:
 *
 * - `POST /v1/quotes {cost_tiyn}` → 200 `{premium_tiyn}`, or 422 `{code: 'cost_above_limit' | 'below_minimum'}`;
 * - `POST /v1/underwriting {application}` → 200 `{decision: 'accepted'}` or `{decision: 'refused', reason}`;
 * - `POST /v1/policies {application}` with `Idempotency-Key` → 201 (200 for a key seen before)
 *   `{policy_number, status: 'issued'}`, or 422 `{code: 'refused', reason}`;
 * - `POST /v1/policies/{policy_number}/cancellation` with `Idempotency-Key` → 200 `{status: 'cancelled'}`; 409 when
 *   already cancelled (no error for us).
 *
 * `reason` is one of cost_above_limit, document_invalid, document_sanctioned, route_not_covered, other. 429 and 5xx
 * are retried by our jobs; the application carries the three persons, the parcel, the route and the premium.
 */
export function restInsurer({ url, apiKey, timeoutMs, contact }: RestInsurerOptions): Insurer {
  const call = insurerHttp({ url, apiKey, timeoutMs });

  function badAnswer(path: string, answer: InsurerAnswer): InsurerError {
    return new InsurerError(`insurer answered ${answer.status} to ${path} in a shape it does not document`, 'bad_answer', false);
  }

  function reasonOf(body: Record<string, unknown>): InsuranceRefusalReason {
    return isInsuranceRefusalReason(body.reason) ? body.reason : 'other';
  }

  function wire(application: InsuranceApplication) {
    const { parcel, route, deliveryPrice, premium, ...persons } = application;
    const { cost, ...dimensions } = parcel;
    return {
      persons: { insurer: persons.insurer, insured: persons.insured, delivery_man: persons.deliveryMan },
      parcel: { ...dimensions, cost_tiyn: cost },
      route,
      delivery_price_tiyn: deliveryPrice,
      premium_tiyn: premium,
    };
  }

  return {
    name: 'rest',
    contact,
    async quote(cost) {
      const answer = await call('POST', '/v1/quotes', { cost_tiyn: cost });
      if (answer.status === 422 && (answer.body.code === 'cost_above_limit' || answer.body.code === 'below_minimum')) {
        return { kind: 'refused', reason: answer.body.code };
      }
      const premium = answer.body.premium_tiyn;
      if (answer.status !== 200 || typeof premium !== 'number' || !Number.isSafeInteger(premium) || premium <= 0) {
        throw badAnswer('/v1/quotes', answer);
      }
      return { kind: 'quote', premium };
    },
    async underwrite(application) {
      const answer = await call('POST', '/v1/underwriting', wire(application));
      if (answer.status === 200 && answer.body.decision === 'accepted') return { kind: 'accepted' };
      if (answer.status === 200 && answer.body.decision === 'refused') return { kind: 'refused', reason: reasonOf(answer.body) };
      throw badAnswer('/v1/underwriting', answer);
    },
    async issue(requestId, application) {
      const answer = await call('POST', '/v1/policies', wire(application), requestId);
      if (answer.status === 422 && answer.body.code === 'refused') return { kind: 'refused', reason: reasonOf(answer.body) };
      const number = answer.body.policy_number;
      if ((answer.status === 200 || answer.status === 201) && typeof number === 'string' && number.length > 0 && number.length <= 64) {
        return { kind: 'issued', policyNumber: number };
      }
      throw badAnswer('/v1/policies', answer);
    },
    async cancel(policyNumber, requestId) {
      const path = `/v1/policies/${encodeURIComponent(policyNumber)}/cancellation`;
      const answer = await call('POST', path, {}, requestId);
      if (answer.status === 200 || answer.status === 409) return;
      throw badAnswer(path, answer);
    },
  };
}
