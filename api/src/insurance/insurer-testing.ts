import type { InsuranceApplication, InsuredPerson } from './insurer';

/** A person of the contract as the insurer receives it (the phone as digits). */
export const INSURED_PERSON: InsuredPerson = {
  fio: 'Серикова Айгуль',
  iin: '900101300126',
  resident: true,
  documentType: 'id_card',
  documentNumber: '012345678',
  documentIssueDate: '2015-03-10',
  address: 'Алматы, Абая 150',
  mobilePhone: '77011234567',
};

export const ALMATY = { city: 'Алматы', latitude: 43.238949, longitude: 76.889709 };
export const ASTANA = { city: 'Астана', latitude: 51.169392, longitude: 71.449074 };

/** An application the insurers accept: books from Almaty to Astana, three persons with valid IINs. */
export function insuranceApplication(overrides: Partial<InsuranceApplication> = {}): InsuranceApplication {
  return {
    insurer: INSURED_PERSON,
    insured: { ...INSURED_PERSON, iin: '921231400562' },
    deliveryMan: { ...INSURED_PERSON, iin: '850615400343' },
    parcel: { cost: 5_000_000, width: 30, length: 20, height: 10, weight: 2, description: 'Книги' },
    route: { from: ALMATY, to: ASTANA, date: '2026-12-01' },
    deliveryPrice: 500_000,
    premium: 100_000,
    ...overrides,
  };
}
