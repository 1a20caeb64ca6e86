import { sql } from 'kysely';
import type { Db, DbExecutor } from '../../db';
import { SIMULATED_PAYOUT_CARD } from './simulated-provider';

export type CardPageAnswer = 'save' | 'cancel';

export type CardBindingOutcome =
  | { kind: 'done'; returnUrl: string }
  /** saved or cancelled before: nothing changes */
  | { kind: 'already'; status: 'saved' | 'cancelled'; returnUrl: string }
  | { kind: 'not_found' };

/**
 * What the simulated card page's buttons do (tests call it directly): Save keeps the test card as the user's payout
 * card (replacing an earlier one, as a new card on a real provider's page becomes the one paid to); Cancel saves
 * nothing. Either ends the visit.
 */
export async function completeSimulatedCardBinding(db: Db, bindingId: string, answer: CardPageAnswer): Promise<CardBindingOutcome> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('simulated_card_bindings')
      .set({ status: answer === 'save' ? 'saved' : 'cancelled' })
      .where('id', '=', bindingId)
      .where('status', '=', 'pending')
      .returning(['user_id', 'return_url'])
      .executeTakeFirst();
    if (moved) {
      if (answer === 'save') {
        const card = { masked_pan: SIMULATED_PAYOUT_CARD.maskedPan, brand: SIMULATED_PAYOUT_CARD.brand ?? '' };
        await trx
          .insertInto('simulated_payout_cards')
          .values({ user_id: moved.user_id, ...card })
          .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...card, created_at: sql`now()` }))
          .execute();
      }
      return { kind: 'done', returnUrl: moved.return_url };
    }
    const row = await cardBinding(trx, bindingId);
    if (!row) return { kind: 'not_found' };
    return { kind: 'already', status: row.status === 'cancelled' ? 'cancelled' : 'saved', returnUrl: row.return_url };
  });
}

/** A card page's binding: its status and the way back. */
export async function cardBinding(executor: DbExecutor, bindingId: string) {
  return executor.selectFrom('simulated_card_bindings').select(['status', 'return_url']).where('id', '=', bindingId).executeTakeFirst();
}
