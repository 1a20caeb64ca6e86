import type { ApiError } from './api-error';
import type {
  Verification,
  VerificationRequest,
  VerificationSubmitResponse,
  AutoRegisterSendRequest,
  Bind,
  BindRequest,
  CallbackRequest,
  City,
  EmailConfirmationConfirmRequest,
  GuestAccess,
  LoginRequest,
  LoginResponse,
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
  SessionHandoffExchangeRequest,
  ShortLinkPayload,
  SessionHandoffExchangeResponse,
  SessionHandoffResponse,
  PhoneConfirmationConfirmRequest,
  PhoneConfirmationResponse,
  PhoneConfirmationSendRequest,
  RecommendedPrice,
  RecommendedPriceQuery,
  RegisterRequest,
  RegisterResponse,
  SuccessResponse,
  TravelerCard,
  Trip,
  TripCreateRequest,
  TripCreateResponse,
  TripListQuery,
  User,
} from '../entities';
import type { LanguageCode } from '../constants';
import type { ChatList, ChatMessage, ChatMessagePage, ChatMessageRequest, ChatMessagesQuery, ChatReadRequest } from '../chat';
import type { PublishedReview, Review, ReviewRequest, ReviewsPage, ReviewsQuery } from '../reviews';
import type {
  GeoReverseAnswer,
  GeoReverseQuery,
  GeoSearchAnswer,
  GeoSearchQuery,
  ShortLinkCreated,
  ShortLinkDetails,
  ShortLinkPointCorrection,
} from '../geo';
import type { ClaimList, ClaimListQuery, ClaimRequest, Estimate, EstimateRequest, LogisticClaim } from '../logistics';
import type { InsuranceCommission, InsuranceCommissionRequest, InsurancePolicy, InsurancePolicyList, InsuranceRequest } from '../insurance';
import type {
  Deal,
  DeliveredRequest,
  Finance,
  FinanceQuery,
  Payment,
  Payout,
  PayoutCardBinding,
  PayoutCardState,
  PayoutRequest,
  ProblemReportRequest,
} from '../deals';

export interface ApiClientOptions {
  baseUrl: string;
  getToken: () => string | null;
  getLanguage: () => LanguageCode;
  /** Called on a 401 of any call but `POST /auth/login`: the session has ended. */
  onUnauthorized: () => void;
  /**
   * Called on a 503 `service_busy` of any call (the API's queue in front of its database was full; the call was not
   * run), before the call rejects: the host tells the user when to try again (its `retryAfter`).
   */
  onServiceBusy?: (failure: ApiError) => void;
}

export interface AuthCalls {
  sendPhoneConfirmation(body: PhoneConfirmationSendRequest): Promise<PhoneConfirmationResponse>;
  confirmPhone(body: PhoneConfirmationConfirmRequest): Promise<SuccessResponse>;
  register(body: RegisterRequest): Promise<RegisterResponse>;
  login(body: LoginRequest): Promise<LoginResponse>;
  logout(): Promise<SuccessResponse>;
  /** Revokes every session of the user, this one included. */
  logoutAll(): Promise<SuccessResponse>;
  /** A one-time code handing this session to the profile host (never the token in a URL). */
  handoff(): Promise<SessionHandoffResponse>;
  /** The profile host's side: a new session for the code's user. */
  exchangeHandoff(body: SessionHandoffExchangeRequest): Promise<SessionHandoffExchangeResponse>;
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
  verification(): Promise<Verification>;
  /** 202 pending; 409 while pending or once verified; 422 per field. */
  submitVerification(body: VerificationRequest): Promise<VerificationSubmitResponse>;
  /** Deletes the submission and its photos; 409 once verified. */
  deleteVerification(): Promise<SuccessResponse>;
  /** The balance, what is held as a sender, and a page of the transaction list. */
  finance(query?: FinanceQuery): Promise<Finance>;
  /** 201; without a saved payout card → 422 payoutCardMissing on amount; more than the balance → 422 invalidMaxValue. */
  payout(body: PayoutRequest): Promise<Payout>;
  /** Whether a card for payouts is saved with the payment provider, and the card masked as the provider shows it. */
  payoutCard(): Promise<PayoutCardState>;
  /** The provider's card page, to leave for in the same tab: it sends the browser back to /finance. 503 while the provider is down. */
  startPayoutCardBinding(): Promise<PayoutCardBinding>;
  /** The user's chat channels, newest message first, with the unread total. */
  chats(): Promise<ChatList>;
}

export interface ParcelCalls {
  uploadImages(files: Blob[] | File[]): Promise<ParcelImagesUploadResponse>;
  create(body: ParcelCreateRequest): Promise<ParcelCreateResponse>;
  get(id: number, access?: GuestAccess): Promise<Parcel>;
  /** `access` lets a guest move the deadline of the parcel their link opens. */
  update(id: number, body: ParcelUpdateRequest, access?: GuestAccess): Promise<Parcel>;
  sample(id: number, access?: GuestAccess): Promise<TravelerCard[]>;
  bind(id: number, body: BindRequest, access?: GuestAccess): Promise<Bind>;
  /** The logged-in user takes over the guest parcel its guest token opens (the same browser's sign-up or login). */
  claim(id: number, access: GuestAccess): Promise<Parcel>;
}

export interface TripCalls {
  create(body: TripCreateRequest): Promise<TripCreateResponse>;
  list(query?: TripListQuery): Promise<Page<Trip>>;
  /** Publishes a guest trip made with the account's contact: the token of the link sent to the account. */
  confirm(body: { token: string }): Promise<{ success: boolean; trip_id: number }>;
}

export interface BindCalls {
  accept(id: number): Promise<Bind>;
  decline(id: number): Promise<Bind>;
  /** A pending request withdrawn by its sender, or a deal cancelled by either party before delivery (refunded). */
  cancel(id: number): Promise<Bind>;
  /** The deal, for its two parties only. */
  get(id: number): Promise<Deal>;
  /** The sender pays the reward into escrow: the pending payment with its checkout_url (the same one again). */
  pay(id: number): Promise<Payment>;
  pickedUp(id: number): Promise<Deal>;
  delivered(id: number, body: DeliveredRequest): Promise<Deal>;
  confirm(id: number): Promise<Deal>;
  reportProblem(id: number, body: ProblemReportRequest): Promise<Deal>;
  /** The request's chat, newest page first; a guest sender passes the guest token. */
  messages(id: number, query?: ChatMessagesQuery, access?: GuestAccess): Promise<ChatMessagePage>;
  /** 201 the message as its author sees it. */
  sendMessage(id: number, body: ChatMessageRequest, access?: GuestAccess): Promise<ChatMessage>;
  readMessages(id: number, body: ChatReadRequest, access?: GuestAccess): Promise<SuccessResponse>;
  /** 201 once per party after the deal completed; 409 a second time or before completion. */
  review(id: number, body: ReviewRequest): Promise<Review>;
}

export interface ReviewCalls {
  /** A user's visible reviews in a role, with their rating. */
  ofUser(userId: string, query?: ReviewsQuery): Promise<ReviewsPage>;
  /** What the home page quotes. */
  published(): Promise<PublishedReview[]>;
}

export interface PriceCalls {
  recommended(query: RecommendedPriceQuery): Promise<RecommendedPrice>;
}

/** Courier delivery (issue 19): only the claim's owner reads or changes it. */
export interface LogisticsCalls {
  /** 422 `could_not_calculate` when a point is outside the service area or the provider does not answer. */
  estimate(body: EstimateRequest): Promise<Estimate>;
  /** 201 the claim awaiting payment, with its checkout_url. */
  createClaim(body: ClaimRequest): Promise<LogisticClaim>;
  claim(id: string): Promise<LogisticClaim>;
  /** A new payment after a declined one or a timeout: the claim awaiting payment again. */
  pay(id: string): Promise<LogisticClaim>;
  /** `courier_not_found` → a new search at the provider, no new payment. */
  retry(id: string): Promise<LogisticClaim>;
  /** → cancelled with its refund; 409 when the provider refuses (the parcel is already picked up). */
  cancel(id: string): Promise<LogisticClaim>;
  /** The user's claims, newest first. */
  mine(query?: ClaimListQuery): Promise<ClaimList>;
}

/** Parcel insurance (issue 20): only the policy's sender reads or pays it. */
export interface InsuranceCalls {
  /** The insurer's premium and spec §9's price for a declared cost; 422 on cost below 500 or above the insurer's limit. */
  commission(body: InsuranceCommissionRequest): Promise<InsuranceCommission>;
  /** 201 the policy awaiting payment with its checkout_url; 422 `insurer_refused` (ApiError.insurerRefusal) when the insurer refuses. */
  create(body: InsuranceRequest): Promise<InsurancePolicy>;
  get(id: string): Promise<InsurancePolicy>;
  /** The user's policies, newest first. */
  mine(): Promise<InsurancePolicyList>;
  /** A new checkout after a declined payment: the policy awaiting payment again. */
  pay(id: string): Promise<InsurancePolicy>;
}

export interface GeoCalls {
  search(query: GeoSearchQuery): Promise<GeoSearchAnswer>;
  reverse(query: GeoReverseQuery): Promise<GeoReverseAnswer>;
}

export interface ShortLinkCalls {
  create(body: ShortLinkPayload): Promise<ShortLinkCreated>;
  get(id: string): Promise<ShortLinkDetails>;
  /** Whoever holds the link moves its point. */
  correct(id: string, body: ShortLinkPointCorrection): Promise<ShortLinkDetails>;
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
  reviews: ReviewCalls;
  prices: PriceCalls;
  logistics: LogisticsCalls;
  insurance: InsuranceCalls;
  geo: GeoCalls;
  shortLinks: ShortLinkCalls;
}
