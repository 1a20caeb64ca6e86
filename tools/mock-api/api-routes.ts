import type {
  Verification,
  VerificationRequest,
  VerificationSubmitResponse,
  AutoRegisterSendRequest,
  ChatList,
  Bind,
  BindRequest,
  CallbackRequest,
  City,
  Deal,
  DeliveredRequest,
  EmailConfirmationConfirmRequest,
  Estimate,
  EstimateRequest,
  Finance,
  InsuranceCommission,
  InsuranceCommissionRequest,
  InsurancePolicy,
  InsurancePolicyList,
  InsuranceRequest,
  LoginRequest,
  LoginResponse,
  LogisticClaim,
  ClaimRequest,
  ClaimList,
  GeoSearchAnswer,
  GeoReverseAnswer,
  ShortLinkCreated,
  ShortLinkDetails,
  ShortLinkPointCorrection,
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
  Payment,
  Payout,
  PayoutRequest,
  PhoneConfirmationConfirmRequest,
  PhoneConfirmationResponse,
  PhoneConfirmationSendRequest,
  ProblemReportRequest,
  PublishedReview,
  RecommendedPrice,
  RegisterRequest,
  RegisterResponse,
  ReviewsPage,
  SessionHandoffExchangeRequest,
  SessionHandoffExchangeResponse,
  SessionHandoffResponse,
  ShortLinkPayload,
  SuccessResponse,
  TravelerCard,
  Trip,
  TripCreateRequest,
  TripCreateResponse,
  User,
} from '@jetkiz/contracts';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

interface Route<M extends Method, P extends string, Req, Res> {
  method: M;
  path: P;
  request: Req;
  response: Res;
}

/** Every call of spec §7 as the contracts' client makes it: the request body it sends and the answer it reads. */
export type ApiRoute =
  | Route<'GET', '/cities', undefined, City[]>
  | Route<'POST', '/callback/send', CallbackRequest, SuccessResponse>
  | Route<'POST', '/malling/subscribe', MailingSubscription, SuccessResponse>
  | Route<'POST', '/auth/phone-confirmation/send', PhoneConfirmationSendRequest, PhoneConfirmationResponse>
  | Route<'POST', '/auth/phone-confirmation/confirm', PhoneConfirmationConfirmRequest, SuccessResponse>
  | Route<'POST', '/auth/register', RegisterRequest, RegisterResponse>
  | Route<'POST', '/auth/login', LoginRequest, LoginResponse>
  | Route<'POST', '/auth/logout', undefined, SuccessResponse>
  | Route<'POST', '/auth/logout-all', undefined, SuccessResponse>
  | Route<'POST', '/auth/handoff', undefined, SessionHandoffResponse>
  | Route<'POST', '/auth/handoff/exchange', SessionHandoffExchangeRequest, SessionHandoffExchangeResponse>
  | Route<'POST', '/auth/password/check', PasswordCheckRequest, SuccessResponse>
  | Route<'POST', '/auth/password/forgot', PasswordForgotRequest, PhoneConfirmationResponse>
  | Route<'POST', '/auth/password/forgot/check', PasswordForgotCheckRequest, SuccessResponse>
  | Route<'POST', '/auth/password/reset', PasswordResetRequest, PasswordResetResponse>
  | Route<'POST', '/auth/auto-register/send', AutoRegisterSendRequest, SuccessResponse>
  | Route<'POST', '/email-confirmation/send', undefined, SuccessResponse>
  | Route<'POST', '/email-confirmation/confirm', EmailConfirmationConfirmRequest, SuccessResponse>
  | Route<'GET', '/me', undefined, User>
  | Route<'GET', '/me/parcels', undefined, MyParcel[]>
  | Route<'GET', '/me/trips', undefined, MyTrip[]>
  | Route<'GET', '/me/verification', undefined, Verification>
  | Route<'POST', '/me/verification', VerificationRequest, VerificationSubmitResponse>
  | Route<'DELETE', '/me/verification', undefined, SuccessResponse>
  | Route<'GET', '/me/finance', undefined, Finance>
  | Route<'POST', '/me/payouts', PayoutRequest, Payout>
  | Route<'GET', '/me/chats', undefined, ChatList>
  // a multipart form: the recorded body is its text
  | Route<'POST', '/parcels/images', string, ParcelImagesUploadResponse>
  | Route<'POST', '/parcels', ParcelCreateRequest, ParcelCreateResponse>
  | Route<'GET', `/parcels/${number}`, undefined, Parcel>
  | Route<'PATCH', `/parcels/${number}`, ParcelUpdateRequest, Parcel>
  | Route<'GET', `/parcels/${number}/trips/sample`, undefined, TravelerCard[]>
  | Route<'POST', `/parcels/${number}/trips/binds`, BindRequest, Bind>
  | Route<'POST', `/parcels/${number}/claim`, undefined, Parcel>
  | Route<'POST', '/trips', TripCreateRequest, TripCreateResponse>
  | Route<'GET', '/trips', undefined, Page<Trip>>
  | Route<'POST', '/trips/confirm', { token: string }, { success: boolean; trip_id: number }>
  | Route<'POST', `/binds/${number}/${'accept' | 'decline' | 'cancel'}`, undefined, Bind>
  | Route<'GET', `/binds/${number}`, undefined, Deal>
  | Route<'POST', `/binds/${number}/payment`, undefined, Payment>
  | Route<'POST', `/binds/${number}/${'picked-up' | 'confirm'}`, undefined, Deal>
  | Route<'POST', `/binds/${number}/delivered`, DeliveredRequest, Deal>
  | Route<'POST', `/binds/${number}/problem`, ProblemReportRequest, Deal>
  | Route<'GET', `/users/${string}/reviews`, undefined, ReviewsPage>
  | Route<'GET', '/reviews/published', undefined, PublishedReview[]>
  | Route<'GET', '/prices/recommended', undefined, RecommendedPrice>
  | Route<'POST', '/insurance/commission', InsuranceCommissionRequest, InsuranceCommission>
  | Route<'POST', '/insurance', InsuranceRequest, InsurancePolicy>
  | Route<'GET', `/insurance/${string}`, undefined, InsurancePolicy>
  | Route<'POST', `/insurance/${string}/payment`, undefined, InsurancePolicy>
  | Route<'GET', '/me/insurance', undefined, InsurancePolicyList>
  | Route<'POST', '/logistics/estimate/check-price', EstimateRequest, Estimate>
  | Route<'POST', '/logistics/claim', ClaimRequest, LogisticClaim>
  | Route<'GET', `/logistics/claim/${string}`, undefined, LogisticClaim>
  | Route<'POST', `/logistics/claim/${string}/${'payment' | 'retry'}`, undefined, LogisticClaim>
  | Route<'DELETE', `/logistics/claim/${string}/cancel`, undefined, LogisticClaim>
  | Route<'GET', '/me/logistics/claims', undefined, ClaimList>
  | Route<'GET', '/geo/search', undefined, GeoSearchAnswer>
  | Route<'GET', '/geo/reverse', undefined, GeoReverseAnswer>
  | Route<'POST', '/logistic_shortlink', ShortLinkPayload, ShortLinkCreated>
  | Route<'GET', `/logistic_shortlink/${string}`, undefined, ShortLinkDetails>
  | Route<'PATCH', `/logistic_shortlink/${string}`, ShortLinkPointCorrection, ShortLinkDetails>;

/** The route a concrete path (e.g. `/parcels/5`) belongs to. */
export type RouteFor<M extends Method, P extends string> = ApiRoute extends infer R
  ? R extends { method: M; path: infer Pattern }
    ? P extends Pattern
      ? R
      : never
    : never
  : never;

export type PathOf<M extends Method> = Extract<ApiRoute, { method: M }>['path'];
export type RequestOf<M extends Method, P extends string> = RouteFor<M, P>['request'];
export type ResponseOf<M extends Method, P extends string> = RouteFor<M, P>['response'];
