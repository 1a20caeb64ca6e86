import type {
  AutoRegisterSendRequest,
  Bind,
  BindRequest,
  CallbackRequest,
  City,
  EmailConfirmationConfirmRequest,
  EstimateRequest,
  EstimateResponse,
  GuestAccess,
  InsuranceCommission,
  InsuranceCommissionRequest,
  InsuranceRequest,
  InsuranceResponse,
  LoginRequest,
  LoginResponse,
  LogisticClaim,
  LogisticClaimCreateRequest,
  MailingSubscription,
  MyParcel,
  MyTrip,
  Page,
  Parcel,
  ParcelCreateRequest,
  ParcelCreateResponse,
  ParcelImagesUploadResponse,
  ParcelUpdateRequest,
  PasswordCheckRequest,
  PasswordForgotCheckRequest,
  PasswordForgotRequest,
  PasswordResetRequest,
  PasswordResetResponse,
  PhoneConfirmationConfirmRequest,
  PhoneConfirmationResponse,
  PhoneConfirmationSendRequest,
  RecommendedPrice,
  RecommendedPriceQuery,
  RegisterRequest,
  RegisterResponse,
  ShortLink,
  ShortLinkCreateResponse,
  ShortLinkPayload,
  SuccessResponse,
  TravelerCard,
  Trip,
  TripCreateRequest,
  TripCreateResponse,
  TripListQuery,
  User,
} from '../entities';
import type { LanguageCode } from '../constants';

export interface ApiClientOptions {
  baseUrl: string;
  getToken: () => string | null;
  getLanguage: () => LanguageCode;
  /** Called on a 401 of any call but `POST /auth/login`: the session has ended. */
  onUnauthorized: () => void;
}

export interface AuthCalls {
  sendPhoneConfirmation(body: PhoneConfirmationSendRequest): Promise<PhoneConfirmationResponse>;
  confirmPhone(body: PhoneConfirmationConfirmRequest): Promise<SuccessResponse>;
  register(body: RegisterRequest): Promise<RegisterResponse>;
  login(body: LoginRequest): Promise<LoginResponse>;
  logout(): Promise<SuccessResponse>;
  checkPassword(body: PasswordCheckRequest): Promise<SuccessResponse>;
  forgotPassword(body: PasswordForgotRequest): Promise<PhoneConfirmationResponse>;
  checkForgotCode(body: PasswordForgotCheckRequest): Promise<SuccessResponse>;
  resetPassword(body: PasswordResetRequest): Promise<PasswordResetResponse>;
  sendAutoRegister(body: AutoRegisterSendRequest): Promise<SuccessResponse>;
}

export interface EmailConfirmationCalls {
  send(): Promise<SuccessResponse>;
  confirm(body: EmailConfirmationConfirmRequest): Promise<SuccessResponse>;
}

export interface MeCalls {
  get(): Promise<User>;
  parcels(): Promise<MyParcel[]>;
  trips(): Promise<MyTrip[]>;
}

export interface ParcelCalls {
  uploadImages(files: Blob[] | File[]): Promise<ParcelImagesUploadResponse>;
  create(body: ParcelCreateRequest): Promise<ParcelCreateResponse>;
  get(id: number, access?: GuestAccess): Promise<Parcel>;
  /** `access` lets a guest move the deadline of the parcel their link opens. */
  update(id: number, body: ParcelUpdateRequest, access?: GuestAccess): Promise<Parcel>;
  sample(id: number, access?: GuestAccess): Promise<TravelerCard[]>;
  bind(id: number, body: BindRequest, access?: GuestAccess): Promise<Bind>;
}

export interface TripCalls {
  create(body: TripCreateRequest): Promise<TripCreateResponse>;
  list(query?: TripListQuery): Promise<Page<Trip>>;
}

export interface BindCalls {
  accept(id: number): Promise<Bind>;
  decline(id: number): Promise<Bind>;
  cancel(id: number): Promise<Bind>;
}

export interface PriceCalls {
  recommended(query: RecommendedPriceQuery): Promise<RecommendedPrice>;
}

export interface InsuranceCalls {
  commission(body: InsuranceCommissionRequest): Promise<InsuranceCommission>;
  create(body: InsuranceRequest): Promise<InsuranceResponse>;
}

export interface LogisticsCalls {
  checkPrice(body: EstimateRequest): Promise<EstimateResponse>;
  createClaim(body: LogisticClaimCreateRequest): Promise<LogisticClaim>;
  getClaim(id: string): Promise<LogisticClaim>;
  cancelClaim(id: string): Promise<LogisticClaim>;
  createShortLink(body: ShortLinkPayload): Promise<ShortLinkCreateResponse>;
  getShortLink(id: string): Promise<ShortLink>;
}

export interface ApiClient {
  cities(): Promise<City[]>;
  callback: { send(body: CallbackRequest): Promise<SuccessResponse> };
  mailing: { subscribe(body: MailingSubscription): Promise<SuccessResponse> };
  auth: AuthCalls;
  emailConfirmation: EmailConfirmationCalls;
  me: MeCalls;
  parcels: ParcelCalls;
  trips: TripCalls;
  binds: BindCalls;
  prices: PriceCalls;
  insurance: InsuranceCalls;
  logistics: LogisticsCalls;
}
