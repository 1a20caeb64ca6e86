import type { FastifyRequest } from 'fastify';
import { selectBindsWithParties } from '../binds';
import type { BindStatusColumn, DbExecutor } from '../db';
import { ApiError, idOf, unauthorized } from '../http';

/** A party of a request: the chat names parties by role, since a guest sender has no user. */
export type ChatParty = 'sender' | 'traveler';

/** The chat of one bind as one of its parties opens it. */
export interface ChatChannel {
  bindId: number;
  party: ChatParty;
  /** the user speaking; null for a guest sender (guest token) */
  userId: number | null;
  parcelId: number;
  status: BindStatusColumn;
  /** contacts open from payment on, for older messages too */
  paid: boolean;
  /** when the request ended (declined, completed, cancelled, refunded); null while it lives */
  endedAt: Date | null;
}

export interface ChatAccess {
  /** The channel for the request's caller: 401 with no session and no guest token; 404 for anyone but the two parties. */
  channelOf(executor: DbExecutor, request: FastifyRequest, rawId: unknown): Promise<ChatChannel>;
}

export function otherParty(party: ChatParty): ChatParty {
  return party === 'sender' ? 'traveler' : 'sender';
}

function chatNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'No such chat.');
}

function guestTokenOf(request: FastifyRequest): string | undefined {
  const token = (request.query as { guest_token?: unknown } | undefined)?.guest_token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

export function createChatAccess({
  guestTokenOpens,
}: {
  /** true when the token is one of the parcel's guest tokens (the parcels feature) */
  guestTokenOpens(executor: DbExecutor, parcelId: number, token: string): Promise<boolean>;
}): ChatAccess {
  return {
    async channelOf(executor, request, rawId) {
      const userId = request.session?.user.id ?? null;
      const guestToken = guestTokenOf(request);
      if (userId === null && guestToken === undefined) throw unauthorized();
      const id = idOf(rawId);
      const bind =
        id === null
          ? undefined
          : await selectBindsWithParties(executor)
              .select([
                'binds.id',
                'binds.status',
                'binds.parcel_id',
                'binds.paid_at',
                'binds.decided_at',
                'binds.completed_at',
                'binds.cancelled_at',
                'binds.refunded_at',
                'parcels.owner_id',
                'trips.traveler_id',
              ])
              .where('binds.id', '=', id)
              .executeTakeFirst();
      if (!bind) throw chatNotFound();
      const channel = (party: ChatParty, speaker: number | null): ChatChannel => ({
        bindId: bind.id,
        party,
        userId: speaker,
        parcelId: bind.parcel_id,
        status: bind.status,
        paid: bind.paid_at !== null,
        endedAt: endOf(bind),
      });
      if (userId !== null && userId === bind.traveler_id) return channel('traveler', userId);
      if (userId !== null && userId === bind.owner_id) return channel('sender', userId);
      if (guestToken !== undefined && (await guestTokenOpens(executor, bind.parcel_id, guestToken))) return channel('sender', null);
      throw chatNotFound();
    },
  };
}

function endOf(bind: {
  status: BindStatusColumn;
  decided_at: Date | null;
  completed_at: Date | null;
  cancelled_at: Date | null;
  refunded_at: Date | null;
}): Date | null {
  switch (bind.status) {
    case 'declined':
      return bind.decided_at;
    case 'completed':
      return bind.completed_at;
    case 'cancelled':
      return bind.cancelled_at ?? bind.decided_at;
    case 'refunded':
      return bind.refunded_at ?? bind.cancelled_at;
    default:
      return null;
  }
}
