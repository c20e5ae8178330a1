import type { RevisionField } from '@three-act/contract/outlines';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepareSql } from '../../db/prepared';
import { outlines } from '../../db/schema';
import { outlineColumns, type OutlineRow } from './outline-row';
import { revisionParts } from './revisions';

/** `RETURNING` the outline's columns under the names `OutlineRow` uses. */
const returning = sql.join(
  Object.entries(outlineColumns).map(([key, column]) => sql`${sql.identifier(column.name)} AS ${sql.identifier(key)}`),
  sql`, `,
);

export interface Autosave {
  userId: string;
  /** The story the writer's copy is of (If-Match named it): nothing is written when another is current. */
  story?: string;
  field: RevisionField;
  text: string | null;
  ifMatch: number;
  source: string;
}

/**
 * The one-statement save of one field (`field` is an identifier, so each field has a statement of
 * its own): the field is written only when the writer's current story is the one the copy is of
 * (when If-Match names it), has reached that version, holds other text and the field has not
 * changed since the version the writer's copy came from; the version, the field's
 * version, the time and the history move with it (revisionParts).
 */
function autosaveStatement(db: Db, field: RevisionField) {
  const column = sql.identifier(outlines[field].name);
  const text = sql.placeholder('text');
  const history = revisionParts({
    outlineId: sql`(SELECT id FROM written)`,
    version: sql`(SELECT version FROM written)`,
    written: sql`EXISTS (SELECT 1 FROM written)`,
    change: { field, text },
    source: sql.placeholder('source'),
  });
  return prepareSql<OutlineRow>(
    db,
    `outline_autosave_${field}`,
    sql`
    WITH written AS (
      UPDATE ${outlines}
      SET ${column} = ${text}::text,
        version = version + 1,
        field_versions = field_versions || jsonb_build_object(${field}::text, version + 1),
        updated_at = now()
      WHERE user_id = ${sql.placeholder('userId')}::uuid AND current
        AND id = coalesce(${sql.placeholder('story')}::uuid, id) AND version >= ${sql.placeholder('ifMatch')}::int
        AND coalesce((field_versions ->> ${field}::text)::int, 0) <= ${sql.placeholder('ifMatch')}::int
        AND ${column} IS DISTINCT FROM ${text}::text
      RETURNING ${returning}
    ),
    ${history}
    SELECT * FROM written`,
  );
}

/**
 * The usual autosave, one field sent with If-Match, as one prepared statement per field
 * (docs/decisions/127-drafts-and-autosave.md; planning it took longer than running it). Answers the
 * written row, or undefined when nothing was written (no current story, another story current, a
 * conflict, the same text):
 * the general save then tells those apart.
 */
export function prepareAutosave(db: Db) {
  const statements = new Map<RevisionField, ReturnType<typeof autosaveStatement>>();
  return async ({ userId, story, field, text, ifMatch, source }: Autosave): Promise<OutlineRow | undefined> => {
    let statement = statements.get(field);
    if (!statement) statements.set(field, (statement = autosaveStatement(db, field)));
    const [row] = (await statement.execute({ userId, story: story ?? null, text, ifMatch, source })).rows;
    // Both drivers read timestamps as strings here; a date is taken too, whichever way a driver is set up.
    return row && { ...row, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) };
  };
}
