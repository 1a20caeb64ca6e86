import type { VerificationStatus } from './verification';

export interface User {
  id: number;
  first_name: string;
  email: string;
  phone_number: string;
  avatar_url: string | null;
  email_confirmed: boolean;
  verification_status: VerificationStatus;
}

export interface City {
  id: number;
  name_ru: string;
  name_kk: string;
  name_en: string;
  latitude: number;
  longitude: number;
}
