export interface CallbackRequest {
  first_name: string;
  phone: string;
  email?: string;
  question?: string;
}

export interface MailingSubscription {
  email: string;
}
