import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { inlineParameters, unitText } from './pg-unit';

const query = (sql: string, parameters: unknown[]) => CompiledQuery.raw(sql, parameters);

describe('inlineParameters (one round trip per PostgreSQL write unit)', () => {
  it.each([
    ['insert into t (a, b) values ($1, $2)', ['x', 5], "insert into t (a, b) values ('x', '5')"],
    ['select $1, $2, $3', [null, true, undefined], "select NULL, 'true', NULL"],
    ["select 'it''s $1', $1", ["O'Neil"], "select 'it''s $1', 'O''Neil'"],
    ['select "col$1", $1', ['a'], `select "col$1", 'a'`],
    // A backslash: node-pg's escapeLiteral doubles it and writes an E'' string (with a space before).
    ['select $1', ['C:\\path'], "select  E'C:\\\\path'"],
    ['select $10, $1', ['one', 2, 3, 4, 5, 6, 7, 8, 9, 'ten'], "select 'ten', 'one'"],
    ['select $1', [{ a: 1 }], `select '{"a":1}'`],
    ['select "a""$1", $1', ['b'], `select "a""$1", 'b'`],
    // An unclosed quote runs to the end: nothing inside it is a placeholder.
    ["select $1, 'open $1", ['b'], "select 'b', 'open $1"],
  ])('%s with %j', (sql, parameters, expected) => {
    expect(inlineParameters(query(sql, parameters))).toBe(expected);
  });

  it('writes a unit as one text, or answers null when a value has no text form', () => {
    expect(
      unitText([query('delete from a where id = $1', ['1']), query('delete from b where id = $1', ['2'])]),
    ).toBe("delete from a where id = '1';\ndelete from b where id = '2'");
    expect(unitText([query('select $1', [Buffer.from('x')])])).toBeNull();
  });

  it('leaves statements it does not read (dollar quoting, escape strings, comments) to the usual path', () => {
    for (const sql of ['select $$x$$, $1', "select E'\\'', $1", 'select 1 -- $1', 'select /* $1 */ 1'])
      expect(unitText([query(sql, ['a']), query('select 1', [])])).toBeNull();
  });

  it('refuses a placeholder without its parameter', () => {
    expect(() => inlineParameters(query('select $2', ['a']))).toThrow('no parameter $2');
    expect(() => inlineParameters(query('select $0', ['a']))).toThrow('no parameter $0');
  });
});
