import { sql } from 'drizzle-orm';
import type { Param } from './prepared';
import { SEARCH_CONFIG } from './schema';

/**
 * A search box's text as a tsquery: each word the documents' own parser and stemmer find in it,
 * quoted and made a prefix, all required. Built in SQL from the text as a value, so no input can be
 * a tsquery syntax error; stop words drop out as they do from the documents. The Brainstorm's posts
 * (decision 135) and the shelf's beat sheets (decision 156) are searched alike.
 */
export const prefixTsquery = (text: Param<string>) =>
  sql`to_tsquery('simple', (select coalesce(string_agg(quote_literal(lexeme) || ':*', ' & '), '') from unnest(to_tsvector(${SEARCH_CONFIG}, ${text}::text))))`;

/** Whether a search box's text has anything to look for: a letter or a digit. */
export const searchable = (q: string) => /[\p{L}\p{N}]/u.test(q);
