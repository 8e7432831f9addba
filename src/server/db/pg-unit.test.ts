import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { inlineParameters, markNotPreparable, unitQuery } from './pg-unit';

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

  it('leaves statements it does not read (dollar quoting, escape strings, comments) to the usual path', () => {
    for (const sql of ['select $$x$$, $1', "select E'\\'', $1", 'select 1 -- $1', 'select /* $1 */ 1'])
      expect(unitQuery([query(sql, ['a']), query('select 1', [])], new Set())).toBeNull();
  });

  it('refuses a placeholder without its parameter', () => {
    expect(() => inlineParameters(query('select $2', ['a']))).toThrow('no parameter $2');
    expect(() => inlineParameters(query('select $0', ['a']))).toThrow('no parameter $0');
  });
});

describe('unitQuery (each statement prepared once per connection)', () => {
  const insertA = 'insert into a (id, n) values ($1, $2)';
  const deleteB = 'delete from b where id = $1;';

  it("prepares what the connection has not, executes every statement with its literals, and says which answers are the unit's", () => {
    const unit = [
      query(insertA, ['x', 5]),
      query('select 1', []),
      query(deleteB, ["O'Neil"]),
      query(insertA, ['y', 6]),
    ];
    const first = unitQuery(unit, new Set());
    if (!first) throw new Error('expected a query');
    const [a, b] = first.prepares;
    expect(first.prepares).toHaveLength(2);
    // The trailing semicolon is dropped: it would add an empty statement and an answer out of step.
    expect(first.text).toBe(
      [
        `prepare ${a} as ${insertA}`,
        `execute ${a}('x', '5')`,
        'select 1',
        `prepare ${b} as delete from b where id = $1`,
        `execute ${b}('O''Neil')`,
        `execute ${a}('y', '6')`,
      ].join(';\n'),
    );
    expect(first.answers).toEqual([1, 2, 4, 5]);

    // On a connection that has prepared both, the same unit only executes them.
    const again = unitQuery(unit, new Set(first.prepares));
    expect(again).toEqual({
      text: [`execute ${a}('x', '5')`, 'select 1', `execute ${b}('O''Neil')`, `execute ${a}('y', '6')`].join(
        ';\n',
      ),
      answers: [0, 1, 2, 3],
      prepares: [],
    });
  });

  it('inlines the literals of a statement PostgreSQL could not prepare, from then on', () => {
    const unit = [query('select $1', ['a']), query('select $1, 2', ['b'])];
    const first = unitQuery(unit, new Set());
    markNotPreparable(first?.prepares[0] ?? '');
    const after = unitQuery(unit, new Set(first?.prepares));
    expect(after?.text).toBe(`select 'a';\nexecute ${first?.prepares[1]}('b')`);
    expect(after?.prepares).toEqual([]);
  });

  it('answers null when a value has no text form (binary data goes the usual way)', () => {
    expect(unitQuery([query('select $1', [Buffer.from('x')])], new Set())).toBeNull();
  });
});
