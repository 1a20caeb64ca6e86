import type { Db } from '../db';
import { eventually } from './flows';

/** Resolves once no job of this kind is left unfinished (the queue runs them on its own clock). */
export async function jobsFinished(db: Db, kind: string): Promise<void> {
  await eventually(async () => {
    const open = await db.selectFrom('jobs').select('id').where('finished_at', 'is', null).where('kind', '=', kind).execute();
    return open.length === 0;
  });
}
