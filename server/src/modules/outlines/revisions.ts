import { REVISION_COALESCE_MINUTES, REVISIONS_PER_FIELD_MAX } from '@three-act/contract/limits';
import type { RevisionField } from '@three-act/contract/outlines';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Param } from '../../db/prepared';
import { outlineRevisions } from '../../db/schema';

export interface FieldChange {
  field: RevisionField;
  text: Param<string | null>;
}

/**
 * The history a save of one field keeps (docs/decisions/125-revisions.md), as the parts of a WITH
 * that the save's statement ends with: the field's newest revision takes the text when it comes
 * from the same source (session and tab) and is less than 10 minutes old (`coalesced`); otherwise
 * a revision is added (`added`) and the field keeps its newest 100 (`trimmed`, which ranks the rows
 * before the new one, so it keeps 99 of them). `outlineId` and `version` are SQL: values, or reads
 * of an earlier part of the same WITH; nothing is written unless `written` holds.
 */
export function revisionParts({
  outlineId,
  version,
  written,
  change,
  source,
}: {
  outlineId: SQL;
  version: SQL;
  written: SQL;
  change: FieldChange;
  source: Param<string>;
}): SQL {
  const field = sql`${change.field}::text`;
  return sql`
    coalesced AS (
      UPDATE ${outlineRevisions} SET text = ${change.text}::text, version = ${version}, saved_at = now()
      WHERE id = (
          SELECT id FROM ${outlineRevisions} WHERE outline_id = ${outlineId} AND field = ${field}
          ORDER BY saved_at DESC, id DESC LIMIT 1
        )
        AND source = ${source}::text
        AND created_at > now() - make_interval(mins => ${REVISION_COALESCE_MINUTES}::int)
      RETURNING id
    ),
    added AS (
      INSERT INTO ${outlineRevisions} (outline_id, field, text, version, source)
      SELECT ${outlineId}, ${field}, ${change.text}::text, ${version}, ${source}::text
      WHERE ${written} AND NOT EXISTS (SELECT 1 FROM coalesced)
      RETURNING id
    ),
    trimmed AS (
      DELETE FROM ${outlineRevisions} WHERE EXISTS (SELECT 1 FROM added) AND id IN (
        SELECT id FROM (
          SELECT id, row_number() OVER (ORDER BY saved_at DESC, id DESC) AS n FROM ${outlineRevisions}
          WHERE outline_id = ${outlineId} AND field = ${field}
        ) ranked
        WHERE n >= ${REVISIONS_PER_FIELD_MAX}::int
      )
    )`;
}

/** Keeps the history of a save that changed these fields of a story, one statement per field. */
export async function recordRevisions(
  tx: Tx,
  {
    outlineId,
    changes,
    version,
    source,
  }: { outlineId: string; changes: FieldChange[]; version: number; source: string },
) {
  for (const change of changes) {
    const parts = revisionParts({
      outlineId: sql`${outlineId}::uuid`,
      version: sql`${version}::int`,
      written: sql`true`,
      change,
      source,
    });
    await tx.execute(sql`WITH ${parts} SELECT 1`);
  }
}
