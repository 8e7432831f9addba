import type { CompiledQuery } from 'kysely';
import pg from 'pg';
import pgUtils from 'pg/lib/utils.js';

/**
 * A write unit for PostgreSQL in one round trip (issue 22). Its statements are sent together as
 * one simple-protocol query, which PostgreSQL runs as one implicit transaction: all of them or,
 * at the first error, none. Each parameter becomes a quoted literal of exactly the text node-pg
 * would have sent for it (node-pg sends parameters as untyped text, so the server reads a quoted
 * literal the same way), escaped by node-pg's own escapeLiteral. A unit with a value that has no
 * such text (binary data) goes the usual way, one statement at a time.
 */

const { prepareValue } = pgUtils;

export class NotInlinable extends Error {}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text = prepareValue(value);
  if (text === null) return 'NULL';
  if (typeof text !== 'string') throw new NotInlinable(`a ${typeof text} parameter`);
  return pg.escapeLiteral(text);
}

/** The statement with its `$n` placeholders (outside quotes and identifiers) replaced by literals. */
export function inlineParameters(query: CompiledQuery): string {
  const { sql, parameters } = query;
  // Dollar quoting, escape strings and comments are not read here: such a statement goes the usual way.
  if (/\$\$|\bE'|--|\/\*/i.test(sql)) throw new NotInlinable('dollar quoting, an escape string or a comment');
  let out = '';
  let index = 0;
  while (index < sql.length) {
    const character = sql[index] as string;
    if (character === "'" || character === '"') {
      // A quoted literal or identifier, copied as it is (a doubled quote stays inside).
      let end = index + 1;
      while (end < sql.length) {
        if (sql[end] === character) {
          if (sql[end + 1] === character) end += 2;
          else break;
        } else end += 1;
      }
      out += sql.slice(index, end + 1);
      index = end + 1;
      continue;
    }
    if (character === '$' && /\d/.test(sql[index + 1] ?? '')) {
      let end = index + 1;
      while (/\d/.test(sql[end] ?? '')) end += 1;
      const position = Number(sql.slice(index + 1, end));
      if (position < 1 || position > parameters.length) throw new NotInlinable(`no parameter $${position}`);
      out += literal(parameters[position - 1]);
      index = end;
      continue;
    }
    out += character;
    index += 1;
  }
  return out;
}

/** The unit as one query text, or null when a value cannot be written as a literal. */
export function unitText(unit: readonly CompiledQuery[]): string | null {
  try {
    // A trailing semicolon would add an empty statement, and an answer out of step with the unit.
    return unit.map((query) => inlineParameters(query).replace(/;\s*$/, '')).join(';\n');
  } catch (error) {
    if (error instanceof NotInlinable) return null;
    throw error;
  }
}
