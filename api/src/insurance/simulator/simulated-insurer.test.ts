import type { InsuranceApplication } from '../insurer';
import { INSURED_PERSON, insuranceApplication } from '../insurer-testing';
import { SIMULATED_MAX_COST_TENGE, simulatedQuote } from './insurer-tariff';
import { SIMULATED_SANCTIONED_IINS, simulatedInsurer, SIMULATOR_REFUSE_ON_ISSUE_MARKER } from './simulated-insurer';

const contact = { name: 'Insurer', phone: '77272000000', email: 'help@insurer.kz', url: 'https://insurer.kz' };
const insurer = simulatedInsurer({ contact });

const aktau = { city: 'Актау', latitude: 43.65, longitude: 51.15 };
const ustKamenogorsk = { city: 'Усть-Каменогорск', latitude: 49.948325, longitude: 82.627848 };

describe("the simulated insurer's tariff", () => {
  it('takes a percentage of the cost by band, never below the band’s minimum, half up to the tiyn', () => {
    expect(simulatedQuote(50_000)).toEqual({ kind: 'quote', premium: 30_000 });
    expect(simulatedQuote(10_000_000)).toEqual({ kind: 'quote', premium: 200_000 });
    // 2 % of 99 999.75 ₸ is 1 999.995 ₸ (half a tiyn: up); of 99 999.74 ₸, 1 999.9948 ₸ (down).
    expect(simulatedQuote(9_999_975)).toEqual({ kind: 'quote', premium: 200_000 });
    expect(simulatedQuote(9_999_974)).toEqual({ kind: 'quote', premium: 199_999 });
    expect(simulatedQuote(20_000_000)).toEqual({ kind: 'quote', premium: 300_000 });
    expect(simulatedQuote(SIMULATED_MAX_COST_TENGE * 100)).toEqual({ kind: 'quote', premium: 2_000_000 });
    expect(simulatedQuote(SIMULATED_MAX_COST_TENGE * 100 + 1)).toEqual({ kind: 'refused', reason: 'cost_above_limit' });
    expect(simulatedQuote(49_999)).toEqual({ kind: 'refused', reason: 'below_minimum' });
  });
});

describe('the simulated insurer', () => {
  it('accepts an ordinary contract and issues the same number for the same request id', async () => {
    expect(await insurer.underwrite(insuranceApplication())).toEqual({ kind: 'accepted' });
    const first = await insurer.issue('policy-a', insuranceApplication());
    expect(first).toEqual({ kind: 'issued', policyNumber: expect.stringMatching(/^SIM-\d{10}$/) });
    expect(await insurer.issue('policy-a', insuranceApplication())).toEqual(first);
    expect(await insurer.issue('policy-b', insuranceApplication())).not.toEqual(first);
  });

  it('refuses each documented case with its reason', async () => {
    const cases: [Partial<InsuranceApplication>, string][] = [
      [{ parcel: { ...insuranceApplication().parcel, cost: 200_000_001 } }, 'cost_above_limit'],
      [{ insured: { ...INSURED_PERSON, iin: SIMULATED_SANCTIONED_IINS[0]! } }, 'document_sanctioned'],
      [{ deliveryMan: { ...INSURED_PERSON, documentType: 'passport', documentNumber: 'N00000000' } }, 'document_invalid'],
      [{ route: { from: aktau, to: ustKamenogorsk, date: '2026-12-01' } }, 'route_not_covered'],
    ];
    for (const [overrides, reason] of cases) {
      expect(await insurer.underwrite(insuranceApplication(overrides))).toEqual({ kind: 'refused', reason });
      expect(await insurer.issue('policy-c', insuranceApplication(overrides))).toEqual({ kind: 'refused', reason });
    }
  });

  it('accepts a contract marked to be refused at the issue, and refuses it there', async () => {
    const marked = insuranceApplication({
      parcel: { ...insuranceApplication().parcel, description: `Книги ${SIMULATOR_REFUSE_ON_ISSUE_MARKER}` },
    });
    expect(await insurer.underwrite(marked)).toEqual({ kind: 'accepted' });
    expect(await insurer.issue('policy-d', marked)).toEqual({ kind: 'refused', reason: 'other' });
  });
});
