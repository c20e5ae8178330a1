import { REVISION_COALESCE_MINUTES, REVISIONS_PER_FIELD_MAX } from '@three-act/contract/limits';
import type { RevisionField } from '@three-act/contract/outlines';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { outlineRevisions } from '../../db/schema';

export interface FieldChange {
  field: RevisionField;
  text: string | null;
}

/**
 * Keeps the history of a save (docs/decisions/125-revisions.md): a field saved again from the same
 * source (session and tab) while its newest revision is less than 10 minutes old updates that
 * revision; otherwise the save adds one, and the field keeps its newest 100.
 */
export async function recordRevisions(
  tx: Tx,
  {
    outlineId,
    changes,
    version,
    source,
  }: { outlineId: string; changes: FieldChange[]; version: number; source: string },
) {
  // The field's newest revision takes the save when it is this source's and still open: one
  // statement per field, and the usual autosave (one field) is one UPDATE.
  const added: FieldChange[] = [];
  for (const change of changes) {
    const [coalesced] = await tx
      .update(outlineRevisions)
      .set({ text: change.text, version, savedAt: sql`now()` })
      .where(
        and(
          eq(
            outlineRevisions.id,
            sql`(select ${outlineRevisions.id} from ${outlineRevisions}
                 where ${outlineRevisions.outlineId} = ${outlineId} and ${outlineRevisions.field} = ${change.field}
                 order by ${outlineRevisions.savedAt} desc, ${outlineRevisions.id} desc limit 1)`,
          ),
          eq(outlineRevisions.source, source),
          sql`${outlineRevisions.createdAt} > now() - make_interval(mins => ${REVISION_COALESCE_MINUTES})`,
        ),
      )
      .returning({ id: outlineRevisions.id });
    if (!coalesced) added.push(change);
  }
  if (added.length === 0) return;
  await tx.insert(outlineRevisions).values(added.map((change) => ({ outlineId, ...change, version, source })));
  await tx.execute(sql`
    delete from ${outlineRevisions} where ${outlineRevisions.id} in (
      select id from (
        select id, row_number() over (partition by field order by saved_at desc, id desc) as n
        from ${outlineRevisions}
        where outline_id = ${outlineId} and field in (${sql.join(
          added.map((change) => sql`${change.field}`),
          sql`, `,
        )})
      ) ranked
      where n > ${REVISIONS_PER_FIELD_MAX}
    )`);
}
