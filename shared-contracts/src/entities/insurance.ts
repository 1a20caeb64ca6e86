export type DocumentType =
  'id_card' | 'passport' | 'birth_certificate' | 'foreigner_residence_permit' | 'diplomatic_passport' | 'stateless_person_certificate';

export interface InsuranceCommissionRequest {
  /** declared parcel cost in tenge */
  cost: number;
}

export interface InsuranceCommission {
  commission: number;
  /** parcel cost plus commission */
  price: number;
  currency: 'KZT';
}

/** A party of the insurance contract, in the partner insurer's field names. */
export interface InsuranceParty {
  mobilePhone: string;
  fio: string;
  iin: string;
  resident: boolean;
  address: string;
  documentType: DocumentType;
  documentNumber: string;
  documentIssueDate: string;
}

export interface InsuranceAttribute {
  cost: number;
  width: number;
  length: number;
  height: number;
  weight: number;
  description: string;
}

export interface InsuranceRequest {
  parcel_id?: number;
  /** the traveler */
  deliveryMan: InsuranceParty;
  /** the recipient */
  insured: InsuranceParty;
  /** the sender, who concludes the contract */
  insurer: InsuranceParty;
  attribute: InsuranceAttribute;
  delivery_price?: number;
}

export type InsuranceStatus = 'concluded' | 'rejected';

export interface InsuranceResponse {
  id: string;
  status: InsuranceStatus;
  policy_number: string | null;
  price: number;
}

/** One party as typed in the insurance form: every value is still text. */
export interface InsurancePartyForm {
  documentType: DocumentType | '';
  documentNumber: string;
  iin: string;
  resident: 'yes' | 'no' | '';
  fio: string;
  address: string;
  dateOfIssue: string;
  phone: string;
}

export interface InsuranceForm {
  width: string;
  length: string;
  height: string;
  weight: string;
  cost: string;
  description: string;
  delivery_price: string;
  sender: InsurancePartyForm;
  traveler: InsurancePartyForm;
  recipient: InsurancePartyForm;
}
