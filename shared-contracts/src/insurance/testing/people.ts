import type { InsurancePerson } from '../policy';

/** Valid IINs (the check digit right): the sender born in 1990, the traveler in 1985, the recipient in 1992. */
export const TEST_IINS = { sender: '900101300126', traveler: '850615400343', recipient: '921231400562' } as const;

/** The sender as a person of the insurance contract, as the widget sends one (the phone in its mask). */
export const TEST_SENDER: InsurancePerson = {
  fio: 'Серікова Айгүл Маратқызы',
  iin: TEST_IINS.sender,
  resident: true,
  documentType: 'id_card',
  documentNumber: '012345678',
  documentIssueDate: '2015-03-10',
  address: 'Алматы, проспект Абая, 150',
  mobilePhone: '+7 (701) 123-45-67',
};
