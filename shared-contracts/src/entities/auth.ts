import type { BotCheckFields } from './bot-check';
import type { ParcelDraft } from './parcel';
import type { TripDraft } from './trip';
import type { User } from './user';

export type LoginRequest = {
  phone: string;
  password: string;
} & BotCheckFields;

export type LoginAction = 'alert' | 'redirect';
export type LoginRedirectTarget = 'trips_sample' | 'my_trips' | 'chat' | 'deal';

export interface LoginResponse {
  token: string;
  action?: LoginAction;
  message?: string;
  redirect_to?: LoginRedirectTarget;
  parcel_id?: number;
  chat_channel_id?: string;
  /** with redirect_to 'deal': the request whose deal page the login leads to */
  bind_id?: number;
  status?: 'proceed';
  error_type?: 'email_confirmation';
}

export type PhoneConfirmationSendRequest = { phone: string } & BotCheckFields;

export interface PhoneConfirmationResponse {
  resend_timeout: number;
  error_type?: string;
  error_message?: string;
}

/** The field groups the auth requests are made of (auth-schemas checks them as the same groups). */
interface ConfirmedPhone {
  phone: string;
  code: string;
}

interface NewPassword {
  password: string;
  password_confirmation: string;
}

export type PhoneConfirmationConfirmRequest = ConfirmedPhone & BotCheckFields;

export type RegisterRequest = ConfirmedPhone & NewPassword & { email: string; first_name: string } & BotCheckFields;

export interface RegisterResponse {
  token: string;
  user: User;
}

export type PasswordCheckRequest = NewPassword & BotCheckFields;

export type PasswordForgotRequest = { phone: string } & BotCheckFields;

export type PasswordForgotCheckRequest = ConfirmedPhone & BotCheckFields;

export type PasswordResetRequest = ConfirmedPhone & NewPassword & BotCheckFields;

export interface PasswordResetResponse {
  token: string;
}

export interface EmailConfirmationConfirmRequest {
  token: string;
}

export interface AutoRegisterSendRequest {
  email: string;
}

/** Generic `{ success: true }` answer of calls with nothing else to say. */
export interface SuccessResponse {
  success: boolean;
}

export type RegistrationOrigin = 'manual' | 'widget';
export type RegistrationKind = 'parcel' | 'trip';

export interface RegistrationDraft {
  phone: string;
  code: string;
  password: string;
  email: string;
  first_name: string;
  origin: RegistrationOrigin;
  kind: RegistrationKind | null;
  parcel: ParcelDraft | null;
  parcelId: number | null;
  trip: TripDraft | null;
  tripId: number | null;
}

export interface PasswordResetDraft {
  phone: string;
  code: string;
  password: string;
}

/** `POST /auth/handoff`: a one-time code (60 s) the profile host exchanges for its own session. */
export interface SessionHandoffResponse {
  code: string;
}

export interface SessionHandoffExchangeRequest {
  code: string;
}

export interface SessionHandoffExchangeResponse {
  token: string;
  /** whose session it is: the profile host offers a switch only when another account is open there */
  user_id: number;
}
