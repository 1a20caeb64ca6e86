import { REVIEW_BLIND_DAYS, type ReviewRole } from '@jetkiz/contracts';
import type { BindStatusColumn } from '../db';

const DAY_MS = 86_400_000;

/** What the review rules read of a deal. */
export interface ReviewedDeal {
  status: BindStatusColumn;
  completed_at: Date | null;
  /** set when an accepted deal is cancelled; a withdrawn or declined request has none: it was never a deal to review */
  cancelled_at: Date | null;
  cancelled_by: 'sender' | 'traveler' | 'system' | null;
}

/** When the deal ended (completed, or cancelled and maybe refunded since); null while it goes on. */
export function endedAt(deal: ReviewedDeal): Date | null {
  if (deal.status === 'completed') return deal.completed_at;
  if (deal.status === 'cancelled' || deal.status === 'refunded') return deal.cancelled_at;
  return null;
}

/** When both reviews show even if a party never wrote theirs; reviewing closes then, so nobody writes in answer. */
export function visibleAt(deal: ReviewedDeal): Date | null {
  const ended = endedAt(deal);
  return ended ? new Date(ended.getTime() + REVIEW_BLIND_DAYS * DAY_MS) : null;
}

/**
 * Whether this party may review the other now (leaving aside a review already left): after a completed deal both;
 * after a cancelled one only the party that did not cancel (both when the deal's own rules cancelled it).
 */
export function mayReview(deal: ReviewedDeal, role: ReviewRole, now: Date): boolean {
  const closesAt = visibleAt(deal);
  if (!closesAt || now >= closesAt) return false;
  return deal.status === 'completed' || deal.cancelled_by !== role;
}

/** The role the other party had in the deal: the one the review is of. */
export function otherRole(role: ReviewRole): ReviewRole {
  return role === 'sender' ? 'traveler' : 'sender';
}
