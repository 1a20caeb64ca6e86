import type { Performer } from '../courier-provider';

/** The simulator's couriers (made-up names, cars and numbers); a claim gets one chosen by its id. */
type SimulatedPerformer = Performer & { phone: string };

const PERFORMERS: readonly SimulatedPerformer[] = [
  { name: 'Айдос К.', car: 'Kia Rio, 123 ABC 02', phone: '+77015550101' },
  { name: 'Марат С.', car: 'Hyundai Accent, 456 KZD 01', phone: '+77015550102' },
  { name: 'Дана Т.', car: 'Chevrolet Cobalt, 789 AAA 17', phone: '+77015550103' },
  { name: 'Ерлан Ж.', car: 'Toyota Camry, 321 BKA 02', phone: '+77015550104' },
];

export function performerFor(claimId: string): SimulatedPerformer {
  return PERFORMERS[parseInt(claimId.slice(0, 2), 16) % PERFORMERS.length]!;
}
