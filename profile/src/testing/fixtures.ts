import type {
  Bind,
  ChatList,
  ChatMessage,
  ChatSummary,
  City,
  Deal,
  Finance,
  MyParcel,
  MyTrip,
  Parcel,
  Trip,
  User,
} from '@jetkiz/contracts';
import { TEST_CITIES, parcelOf, tripOf } from '@jetkiz/contracts/src/host-api/testing';

export const CITIES: City[] = TEST_CITIES;

export function cityName(id: number): string {
  return CITIES.find((city) => city.id === id)?.name_en ?? String(id);
}

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    first_name: 'Aigerim',
    email: 'aigerim@example.kz',
    phone_number: '77011234567',
    avatar_url: null,
    email_confirmed: true,
    verification_status: 'not_started',
    ...overrides,
  };
}

export function aBind(overrides: Partial<Bind> = {}): Bind {
  return { id: 31, parcel_id: 11, trip_id: 21, status: 'pending', created_at: '2026-11-20T10:00:00.000Z', ...overrides };
}

export function aTrip(overrides: Partial<Trip> = {}): Trip {
  return tripOf({
    id: 21,
    trip_date: '2026-12-05',
    offered_amount: 10000,
    weight_allowance: 'baggage',
    delivery_type: 'railway',
    traveler: { user_id: 'u-yerlan', first_name: 'Yerlan', avatar_url: null, rating: 4.8, reviews_count: 12, verified: false },
    ...overrides,
  });
}

export function aParcel(overrides: Partial<Parcel> = {}): Parcel {
  return parcelOf({
    id: 11,
    weight_kg: null,
    description: 'A box of books',
    deadline: '2026-12-10',
    reward: 8000,
    created_at: '2026-11-19T10:00:00.000Z',
    ...overrides,
  });
}

export function aMyParcel(overrides: Partial<MyParcel> = {}): MyParcel {
  return { ...aParcel(), trip: null, ...overrides };
}

export function aMyTrip(overrides: Partial<MyTrip> = {}): MyTrip {
  return { ...aTrip(), offers: [], ...overrides };
}

/** An accepted request as its sender sees it: 12,500 ₸ agreed, nothing paid yet. */
export function aDeal(overrides: Partial<Deal> = {}): Deal {
  return {
    id: 31,
    status: 'accepted',
    role: 'sender',
    parcel: aParcel({ id: 11, status: 'bound' }),
    trip: aTrip({ id: 21 }),
    other_party: {
      user_id: 'u-yerlan',
      first_name: 'Yerlan',
      avatar_url: null,
      rating: 4.8,
      reviews_count: 12,
      verified: true,
      phone_number: null,
    },
    currency: 'KZT',
    reward: 1_250_000,
    commission: 250_000,
    traveler_amount: 1_000_000,
    payment: null,
    delivery_code: null,
    delivery_code_locked: false,
    problem_reported: false,
    refund_due_by: null,
    auto_complete_at: null,
    next_actions: ['pay', 'cancel'],
    timeline: [
      { event: 'requested', at: '2026-11-20T10:00:00.000Z' },
      { event: 'accepted', at: '2026-11-20T11:30:00.000Z' },
    ],
    review: { can_review: false, mine: null, theirs: null, visible_at: null },
    ...overrides,
  };
}

export function aFinance(overrides: Partial<Finance> = {}): Finance {
  return {
    currency: 'KZT',
    balance: 1_000_000,
    held_as_sender: 0,
    pending_payouts: 0,
    transactions: [],
    page: 1,
    per_page: 20,
    total: 0,
    ...overrides,
  };
}

/** A message of the chat: `n` orders them in time (minute `n` after 10:00 UTC on 20 November 2026). */
export function aMessage(n: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: `m-${n}`,
    author: 'other',
    text: `Message ${n}`,
    contacts_hidden: false,
    created_at: new Date(Date.UTC(2026, 10, 20, 10, n)).toISOString(),
    read_at: null,
    ...overrides,
  };
}

export function aChatSummary(overrides: Partial<ChatSummary> = {}): ChatSummary {
  return {
    bind_id: 31,
    channel_id: 'bind-31',
    other_party: { first_name: 'Yerlan', avatar_url: null },
    from_city: 'Almaty',
    to_city: 'Astana',
    last_message: aMessage(3),
    unread_count: 2,
    ...overrides,
  };
}

export function aChatList(chats: ChatSummary[] = [aChatSummary()]): ChatList {
  return { chats, unread_total: chats.reduce((total, chat) => total + chat.unread_count, 0) };
}
