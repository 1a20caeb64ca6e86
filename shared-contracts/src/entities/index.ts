export type { AlertType } from './alert';
export type {
  AutoRegisterSendRequest,
  EmailConfirmationConfirmRequest,
  LoginRequest,
  LoginResponse,
  PasswordCheckRequest,
  PasswordForgotCheckRequest,
  PasswordForgotRequest,
  PasswordResetDraft,
  PasswordResetRequest,
  PasswordResetResponse,
  PhoneConfirmationConfirmRequest,
  PhoneConfirmationResponse,
  PhoneConfirmationSendRequest,
  RegisterRequest,
  RegisterResponse,
  RegistrationDraft,
  SessionHandoffExchangeRequest,
  SessionHandoffExchangeResponse,
  SessionHandoffResponse,
  RegistrationKind,
  RegistrationOrigin,
  SuccessResponse,
} from './auth';
export type { Bind, BindRequest, BindStatus } from './bind';
export type { BotCheckAction, BotCheckFields } from './bot-check';
export type { CallbackRequest, MailingSubscription } from './contact';
export type { ShortLink, ShortLinkCreateResponse, ShortLinkPayload } from './logistics';
export type { MyParcel, MyTrip, TripOffer } from './my-parcels-and-trips';
export type { Page } from './page';
export type {
  GuestAccess,
  Parcel,
  ParcelClass,
  ParcelCreateRequest,
  ParcelCreateResponse,
  ParcelDraft,
  ParcelImage,
  ParcelImagesUploadResponse,
  ParcelStatus,
  ParcelType,
  ParcelUpdateRequest,
} from './parcel';
export type { RecommendedPrice, RecommendedPriceQuery } from './price';
export type {
  DeliveryType,
  TravelerCard,
  TravelerSummary,
  Trip,
  TripCreateRequest,
  TripCreateResponse,
  TripDraft,
  TripListQuery,
  WeightAllowance,
} from './trip';
export type { City, PartySummary, User } from './user';
export type {
  Verification,
  VerificationDocumentType,
  VerificationRequest,
  VerificationStatus,
  VerificationSubmitResponse,
} from './verification';
