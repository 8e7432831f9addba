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
 *
 * Each statement is prepared once per connection (`PREPARE`, in the first unit that uses it on
 * that connection) and run by `EXECUTE` with its literals: PostgreSQL then parses and plans it
 * once instead of at every enquiry (planning was a third to a half of the client linking's time).
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

/**
 * A quoted literal or identifier (a doubled quote stays inside; an unclosed one runs to the end),
 * copied as it is, or a `$n` placeholder. One regular-expression scan: building the text a
 * character at a time was a tenth of the server's time under enquiries (issue 22).
 */
const quotedOrPlaceholder = /'(?:[^']|'')*(?:'|$)|"(?:[^"]|"")*(?:"|$)|\$(\d+)/g;

/** Dollar quoting, escape strings and comments are not read here: such a statement goes the usual way. */
function refuseUnread(sql: string): void {
  if (/\$\$|\bE'|--|\/\*/i.test(sql)) throw new NotInlinable('dollar quoting, an escape string or a comment');
}

/** The statement with its `$n` placeholders (outside quotes and identifiers) replaced by literals. */
export function inlineParameters(query: CompiledQuery): string {
  const { sql, parameters } = query;
  refuseUnread(sql);
  return sql.replace(quotedOrPlaceholder, (match, digits: string | undefined) => {
    if (digits === undefined) return match;
    const position = Number(digits);
    if (position < 1 || position > parameters.length) throw new NotInlinable(`no parameter $${position}`);
    return literal(parameters[position - 1]);
  });
}

/** Most distinct statements prepared (per connection); others are sent with their literals inlined. */
const maxPrepared = 200;

/** The name each statement text is prepared under, the same on every connection. */
const preparedNames = new Map<string, string>();
let namesGiven = 0;

/** Statement texts PostgreSQL would not prepare (a parameter whose type it cannot tell). */
const notPreparable = new Set<string>();

function preparedName(sql: string): string | undefined {
  let name = preparedNames.get(sql);
  if (name === undefined && preparedNames.size < maxPrepared && !notPreparable.has(sql)) {
    namesGiven += 1;
    name = `unit_${namesGiven}`;
    preparedNames.set(sql, name);
  }
  return name;
}

/** A statement PostgreSQL could not prepare, by its name: from now on it is sent with its literals inlined. */
export function markNotPreparable(name: string): void {
  for (const [sql, known] of preparedNames) {
    if (known !== name) continue;
    notPreparable.add(sql);
    preparedNames.delete(sql);
  }
}

export interface UnitQuery {
  /** The whole unit as one query text. */
  text: string;
  /** Which of the query's answers belong to the unit's statements, in order (the others are PREPAREs). */
  answers: number[];
  /** The names this text prepares on the connection. */
  prepares: string[];
}

/**
 * The unit as one query text for a connection that has already prepared `prepared`, or null when
 * a value cannot be written as a literal.
 */
export function unitQuery(unit: readonly CompiledQuery[], prepared: ReadonlySet<string>): UnitQuery | null {
  const parts: string[] = [];
  const answers: number[] = [];
  const prepares: string[] = [];
  try {
    for (const query of unit) {
      refuseUnread(query.sql);
      // A trailing semicolon would add an empty statement, and an answer out of step with the unit.
      const sql = query.sql.replace(/;\s*$/, '');
      const name = query.parameters.length > 0 ? preparedName(sql) : undefined;
      if (name === undefined) {
        answers.push(parts.length);
        parts.push(query.parameters.length > 0 ? inlineParameters({ ...query, sql }) : sql);
        continue;
      }
      if (!prepared.has(name) && !prepares.includes(name)) {
        prepares.push(name);
        parts.push(`prepare ${name} as ${sql}`);
      }
      answers.push(parts.length);
      parts.push(`execute ${name}(${query.parameters.map(literal).join(', ')})`);
    }
  } catch (error) {
    if (error instanceof NotInlinable) return null;
    throw error;
  }
  return { text: parts.join(';\n'), answers, prepares };
}
