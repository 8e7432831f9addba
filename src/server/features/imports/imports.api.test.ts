import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientDetails, ClientList } from '../../../shared/clients';
import type { ImportPreview, ImportStored } from '../../../shared/imports';
import { type AdminClient, signInAdmin, testAccounts } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { multipart } from '../../testing/documents';

/** Importing the practice's book (issue 43) through HTTP, on each database. */

const clientsCsv = [
  'Surname,First name(s),E-mail,Cell,ID No,Household,Relationship',
  'Shikongo,Martha,martha@example.com,081 555 1001,85041200123,H1,Main member',
  'Shikongo,Petrus,,+264 81 555 1002,,H1,Spouse',
  'Shikongo,Ndapewa,,,,H1,Daughter',
  'Amutenya,Selma,selma@example.com,081 555 1003,,,',
  // Line 6: the same person as line 2 (her e-mail): a duplicate of an earlier line.
  'Shikongo,M.,MARTHA@example.com,,,,',
  // Line 7: a date of birth that is not one, and an address that is not an e-mail.
  'Iipinge,Tomas,tomas-at-example.com,081 555 1004,85133100123,,',
].join('\r\n');

/** A workbook as an insurer's listing is: numbers, dates as Excel days, a formula, N$ as text. */
function workbookOf(sheets: Record<string, unknown[][]>): Buffer {
  const book = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets))
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), name);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describe.each(dialects)('importing the book (%s)', (dialect) => {
  let testApp: TestApp;
  let owner: AdminClient;
  let clock = new Date('2026-11-24T08:00:00.000Z');
  beforeAll(async () => {
    testApp = await createTestApp(dialect, { now: () => clock });
    owner = await signInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const upload = (who: AdminClient, name: string, bytes: Buffer, mapping?: Record<string, string>) => {
    const body = multipart(mapping ? { mapping: JSON.stringify(mapping) } : {}, { name, bytes });
    return who.request({ method: 'POST', url: '/api/admin/imports', ...body });
  };
  const json = { 'content-type': 'application/json' };
  const post = (url: string, body: unknown = {}) =>
    owner.request({ method: 'POST', url, headers: json, payload: JSON.stringify(body) });
  const count = async (table: 'clients' | 'policies' | 'client_relations') =>
    Number(
      (
        await testApp.database.handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('previews a CSV line by line, names the bad line, stores nothing until asked', async () => {
    const response = await upload(owner, 'clients.csv', Buffer.from(clientsCsv));
    expect(response.statusCode).toBe(200);
    const preview = response.json() as ImportPreview;
    expect(preview.counts).toEqual({ new: 4, matched: 0, duplicate: 1, invalid: 1 });
    expect(preview.lines.find((line) => line.line === 6)).toMatchObject({
      status: 'duplicate',
      duplicateOf: { sheet: 'clients', line: 2 },
    });
    expect(preview.lines.find((line) => line.line === 7)).toEqual(
      expect.objectContaining({
        status: 'invalid',
        label: 'Tomas Iipinge',
        problems: [
          { column: 'E-mail', why: '"tomas-at-example.com" is not an e-mail address' },
          {
            column: 'ID No',
            why: "This ID number's first six digits are not a real date of birth (YYMMDD): check the number",
          },
        ],
      }),
    );
    expect(preview.willStore).toEqual({
      newClients: 4,
      changedClients: 0,
      newPolicies: 0,
      changedPolicies: 0,
      links: 2,
    });
    // Each new line of a household says what it becomes in it (issue 59); a line without one
    // says nothing of a household, and a duplicate is left out of it.
    const householdOf = (line: number) => preview.lines.find((each) => each.line === line)?.household;
    expect([2, 3, 4, 5, 6].map(householdOf)).toEqual([
      { name: 'H1', role: 'main member' },
      { name: 'H1', role: 'spouse or partner of Martha Shikongo' },
      { name: 'H1', role: 'child of Martha Shikongo' },
      undefined,
      undefined,
    ]);
    expect(await count('clients')).toBe(0);
    // With a line invalid, storing asks the adviser to fix the file or leave it out.
    const refused = await post(`/api/admin/imports/${preview.id}/store`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields).toHaveProperty('skipInvalid');
    expect(await count('clients')).toBe(0);
  });

  it('reads the fixed file again and stores it as one: households linked, keys confirmed, audited', async () => {
    const fixed = clientsCsv
      .replace('tomas-at-example.com', 'tomas@example.com')
      .replace('85133100123', '85123100123');
    const preview = (await upload(owner, 'clients.csv', Buffer.from(fixed))).json() as ImportPreview;
    expect(preview.counts).toEqual({ new: 5, matched: 0, duplicate: 1, invalid: 0 });
    const stored = await post(`/api/admin/imports/${preview.id}/store`);
    expect(stored.statusCode).toBe(201);
    expect(stored.json()).toMatchObject({
      made: { clients: 5, policies: 0, links: 2 },
      changed: { clients: 0 },
    });
    expect(await count('clients')).toBe(5);
    const list = (
      await owner.request({ method: 'GET', url: '/api/admin/clients?q=Martha' })
    ).json() as ClientList;
    const martha = (
      await owner.request({ method: 'GET', url: `/api/admin/clients/${list.items[0]?.id}` })
    ).json() as ClientDetails;
    expect(martha).toMatchObject({
      name: 'Martha Shikongo',
      dateOfBirth: '1985-04-12',
      stage: 'prospect',
      source: 'existing',
    });
    expect(martha.relations.map((relation) => [relation.name, relation.relation]).sort()).toEqual([
      ['Ndapewa Shikongo', 'child'],
      ['Petrus Shikongo', 'spouse'],
    ]);
    expect(martha.emailAddresses).toEqual([{ address: 'martha@example.com', confirmed: true }]);
    const audit = await testApp.database.handle.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity_id', '=', preview.id)
      .execute();
    expect(audit).toEqual([
      { action: 'import', details: expect.stringContaining('"fileName":"clients.csv"') },
    ]);
    // Storing twice is refused.
    expect((await post(`/api/admin/imports/${preview.id}/store`)).statusCode).toBe(409);
  });

  it('reads a workbook: Excel dates, a formula, N$ with spaces, a frequency as Q, and the same client as in the book', async () => {
    clock = new Date('2026-11-24T09:00:00.000Z');
    const bytes = workbookOf({
      Policies: [
        [
          'Policyholder',
          'Cell',
          'Insurer',
          'Policy no.',
          'Product',
          'Status',
          'Commencement Date',
          'Premium (N$)',
          'Frequency',
          'Sum assured',
          'Broker code',
        ],
        // Martha, by her number as she is in the book.
        [
          'Martha Shikongo',
          '0815551001',
          'Sanlam',
          'SL 100',
          'Life cover',
          'In force',
          43539,
          'N$ 1 250.50',
          'M',
          750000,
          'X1',
        ],
        [
          'Martha Shikongo',
          '0815551001',
          'Old Mutual',
          'OM-7',
          'Disability',
          'Lapsed',
          '15/03/2019',
          { t: 'n', f: 'H2*3', v: 3751.5 },
          'Q',
          null,
          'X1',
        ],
        // A single premium investment for someone new.
        [
          'Jonas Haufiku',
          '081 555 2001',
          'Allan Gray',
          'AG-1',
          'Unit trust',
          'Active',
          '2024-02-01',
          750000,
          'Single',
          null,
          'X2',
        ],
        // A formula saved without its value: invalid, named.
        [
          'Jonas Haufiku',
          '081 555 2001',
          'Allan Gray',
          'AG-2',
          'Investment',
          'In force',
          '2024-02-01',
          { t: 'n', f: 'H4*2' },
          'Single',
          null,
          'X2',
        ],
      ],
    });
    const first = (await upload(owner, 'book.xlsx', bytes)).json() as ImportPreview;
    // "Broker code" is not recognised: the adviser says what it is first.
    expect(first.columns.find((column) => column.header === 'Broker code')).toEqual({
      sheet: 'Policies',
      header: 'Broker code',
      field: null,
    });
    expect(
      (await post(`/api/admin/imports/${first.id}/store`, { skipInvalid: true })).json().error.fields,
    ).toHaveProperty('mapping');
    const response = await upload(owner, 'book.xlsx', bytes, { 'Policies\u0000Broker code': 'ignore' });
    const preview = response.json() as ImportPreview;
    expect(preview.counts).toEqual({ new: 4, matched: 1, duplicate: 0, invalid: 1 });
    const byLabel = (label: string) => preview.lines.find((line) => line.label === label);
    expect(byLabel('Martha Shikongo')).toMatchObject({ kind: 'client', status: 'matched', changes: [] });
    expect(byLabel('Allan Gray AG-2')).toMatchObject({
      status: 'invalid',
      problems: [
        { column: 'Premium (N$)', why: expect.stringMatching(/^a formula saved without its value/) },
      ],
    });
    expect(byLabel('Sanlam SL 100')).toMatchObject({ status: 'new', client: 'Martha Shikongo' });
    expect(byLabel('Old Mutual OM-7')).toMatchObject({ status: 'new', client: 'Martha Shikongo (line 2)' });

    const stored = await post(`/api/admin/imports/${preview.id}/store`, { skipInvalid: true });
    expect(stored.statusCode).toBe(201);
    const policies = await testApp.database.handle.db
      .selectFrom('policies')
      .select(['policy_number', 'start_date', 'premium_cents', 'premium_frequency', 'status', 'cover_cents'])
      .orderBy('policy_number')
      .execute();
    expect(
      policies.map((row) => ({
        ...row,
        premium_cents: Number(row.premium_cents),
        cover_cents: row.cover_cents === null ? null : Number(row.cover_cents),
      })),
    ).toEqual([
      {
        policy_number: 'AG-1',
        start_date: '2024-02-01',
        premium_cents: 75_000_000,
        premium_frequency: 'single',
        status: 'in-force',
        cover_cents: null,
      },
      // 3,751.50 a quarter, from the formula's saved value; "15/03/2019" day first.
      {
        policy_number: 'OM-7',
        start_date: '2019-03-15',
        premium_cents: 375_150,
        premium_frequency: 'quarterly',
        status: 'lapsed',
        cover_cents: null,
      },
      // Excel's day 43539 is 15 March 2019; "N$ 1 250.50" is 125,050 cents.
      {
        policy_number: 'SL 100',
        start_date: '2019-03-15',
        premium_cents: 125_050,
        premium_frequency: 'monthly',
        status: 'in-force',
        cover_cents: 75_000_000,
      },
    ]);
    // Her policy in force makes Martha a client (D32); Jonas too.
    const stages = await testApp.database.handle.db
      .selectFrom('clients')
      .select(['name', 'stage'])
      .where('name', 'in', ['Martha Shikongo', 'Jonas Haufiku', 'Selma Amutenya'])
      .orderBy('name')
      .execute();
    expect(stages).toEqual([
      { name: 'Jonas Haufiku', stage: 'client' },
      { name: 'Martha Shikongo', stage: 'client' },
      { name: 'Selma Amutenya', stage: 'prospect' },
    ]);
  });

  it('dates a status the file changes from the change before it when that is later (D33)', async () => {
    const db = testApp.database.handle.db;
    const martha = await db
      .selectFrom('clients')
      .select('id')
      .where('name', '=', 'Martha Shikongo')
      .executeTakeFirstOrThrow();
    const send = (method: 'POST' | 'PATCH', url: string, body: unknown) =>
      owner.request({ method, url, headers: json, payload: JSON.stringify(body) });
    const created = await send('POST', '/api/admin/policies', {
      clientId: martha.id,
      insurer: 'Hollard',
      product: 'life',
      policyNumber: 'HOL-AHEAD',
      status: 'applied',
      startDate: '2026-12-15',
      premiumCents: 30_000,
      premiumFrequency: 'monthly',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    // In force from its start, still ahead of today (24 November 2026).
    expect((await send('PATCH', `/api/admin/policies/${id}`, { status: 'in-force' })).statusCode).toBe(200);
    const bytes = workbookOf({
      Policies: [
        [
          'Policyholder',
          'Cell',
          'Insurer',
          'Policy no.',
          'Product',
          'Status',
          'Commencement Date',
          'Premium (N$)',
          'Frequency',
        ],
        [
          'Martha Shikongo',
          '0815551001',
          'Hollard',
          'HOL-AHEAD',
          'Life cover',
          'Lapsed',
          '15/12/2026',
          'N$ 300',
          'M',
        ],
      ],
    });
    const preview = (await upload(owner, 'lapses.xlsx', bytes)).json() as ImportPreview;
    expect(preview.lines.find((line) => line.label === 'Hollard HOL-AHEAD')).toMatchObject({
      status: 'matched',
    });
    expect((await post(`/api/admin/imports/${preview.id}/store`)).statusCode).toBe(201);
    // Lapsed from its start, not from today: before it, the in-force change would come after the lapse.
    expect(
      await db
        .selectFrom('policy_status_changes')
        .select(['to_status', 'effective_date'])
        .where('policy_id', '=', id)
        .orderBy('to_status')
        .execute(),
    ).toEqual([
      { to_status: 'in-force', effective_date: '2026-12-15' },
      { to_status: 'lapsed', effective_date: '2026-12-15' },
    ]);
  });

  it('undoes an import as one within 7 days, and not after, nor once its people have moved on', async () => {
    const clients = await count('clients');
    const policies = await count('policies');
    const bytes = workbookOf({
      Clients: [
        ['Name', 'E-mail', 'Stage'],
        ['Ester Nangolo', 'ester@example.com', 'Client'],
        // Selma is in the book: her stage changes, and goes back with the undo.
        ['Selma Amutenya', 'selma@example.com', 'Former client'],
      ],
    });
    const preview = (await upload(owner, 'more.xlsx', bytes)).json() as ImportPreview;
    expect(preview.lines.find((line) => line.label === 'Selma Amutenya')).toMatchObject({
      status: 'matched',
      changes: [{ field: 'Stage', from: 'Prospect', to: 'Former client' }],
    });
    const stored = (await post(`/api/admin/imports/${preview.id}/store`)).json() as ImportStored;
    expect(await count('clients')).toBe(clients + 1);
    const undone = await post(`/api/admin/imports/${stored.id}/undo`);
    expect(undone.statusCode).toBe(200);
    expect(await count('clients')).toBe(clients);
    expect(await count('policies')).toBe(policies);
    const selma = await testApp.database.handle.db
      .selectFrom('clients')
      .select('stage')
      .where('name', '=', 'Selma Amutenya')
      .executeTakeFirstOrThrow();
    expect(selma.stage).toBe('prospect');
    expect((await post(`/api/admin/imports/${stored.id}/undo`)).statusCode).toBe(409);

    // The first import: Martha has policies since (another import), so it cannot be undone.
    const list = (await owner.request({ method: 'GET', url: '/api/admin/imports' })).json() as {
      id: string;
      fileName: string;
      undoable: boolean;
    }[];
    const first = list.find((item) => item.fileName === 'clients.csv' && item.undoable);
    const blocked = await post(`/api/admin/imports/${first?.id}/undo`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.message).toMatch(
      /^The import cannot be undone: policy .* was recorded for someone the import added\.$/,
    );

    // Eight days on, an import is the book's.
    const again = (
      await upload(
        owner,
        'late.xlsx',
        workbookOf({
          Clients: [
            ['Name', 'Cell'],
            ['Late Import', '081 555 9999'],
          ],
        }),
      )
    ).json() as ImportPreview;
    const late = (await post(`/api/admin/imports/${again.id}/store`)).json() as ImportStored;
    clock = new Date('2026-12-02T08:00:00.000Z');
    owner = await signInAdmin(testApp);
    const tooLate = await post(`/api/admin/imports/${late.id}/undo`);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().error.message).toBe('An import can be undone for 7 days: this one is older.');
  });

  it("keeps a preview its maker's: another adviser can neither read nor store it", async () => {
    const mine = (await upload(owner, 'private.csv', Buffer.from(clientsCsv))).json() as ImportPreview;
    const other = await signInAdmin(testApp, testAccounts.adviser);
    const read = await other.request({ method: 'GET', url: `/api/admin/imports/${mine.id}` });
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('Shikongo');
    const store = await other.request({
      method: 'POST',
      url: `/api/admin/imports/${mine.id}/store`,
      headers: json,
      payload: JSON.stringify({ skipInvalid: true }),
    });
    expect(store.statusCode).toBe(404);
    const list = await other.request({ method: 'GET', url: '/api/admin/imports' });
    expect(list.body).not.toContain(mine.id);
    // Its maker still reads it.
    const own = await owner.request({ method: 'GET', url: `/api/admin/imports/${mine.id}` });
    expect(own.statusCode).toBe(200);
    expect((own.json() as ImportPreview).lines).toHaveLength(mine.lines.length);
  });

  it('refuses what is not a file to import, and an assistant', async () => {
    const assistant = await signInAdmin(testApp, testAccounts.assistant);
    expect((await upload(assistant, 'c.csv', Buffer.from(clientsCsv))).statusCode).toBe(403);
    const cases: [string, Buffer, number, string][] = [
      ['empty.csv', Buffer.alloc(0), 400, 'The file is empty.'],
      [
        'old.xls',
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0]),
        400,
        'Save the workbook as .xlsx (Excel Workbook) or as CSV first.',
      ],
      [
        'broken.xlsx',
        Buffer.from('PK\u0003\u0004 not really a zip'),
        400,
        'The file is not an Excel workbook that reads: save it again as .xlsx, or as CSV.',
      ],
      ['headers.csv', Buffer.from('Name,Cell\r\n'), 400, 'The file has no lines under its headers.'],
      [
        'big.csv',
        Buffer.from(`Name\r\n${'A\r\n'.repeat(20_001)}`),
        413,
        'The sheet "big" has 20,001 lines: at most 20,000 a sheet. Split it in two.',
      ],
      ['huge.csv', Buffer.alloc(10 * 1024 * 1024 + 1, 'a'), 413, 'The file is over 10 MB.'],
    ];
    for (const [name, bytes, status, message] of cases) {
      const response = await upload(owner, name, bytes);
      expect(response.statusCode, name).toBe(status);
      expect(response.json().error.fields?.file, name).toBe(message);
    }
    const noFile = await owner.request({
      method: 'POST',
      url: '/api/admin/imports',
      ...multipart({ mapping: '{}' }),
    });
    expect(noFile.statusCode).toBe(400);
    const badMapping = await upload(owner, 'c.csv', Buffer.from(clientsCsv), undefined);
    expect(badMapping.statusCode).toBe(200);
    const notJson = await owner.request({
      method: 'POST',
      url: '/api/admin/imports',
      ...multipart({ mapping: '[1' }, { name: 'c.csv', bytes: Buffer.from(clientsCsv) }),
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.fields).toHaveProperty('mapping');
    expect((await post('/api/admin/imports/00000000-0000-4000-8000-000000000000/store')).statusCode).toBe(
      404,
    );
  });

  it('says when a policy line finds its holder by name alone, keeps their name, and finds nobody when two share it', async () => {
    const db = testApp.database.handle.db;
    const policiesOf = (rows: unknown[][]) =>
      workbookOf({
        Policies: [
          [
            'Policyholder',
            'Insurer',
            'Policy no.',
            'Product',
            'Status',
            'Commencement Date',
            'Premium (N$)',
            'Frequency',
          ],
          ...rows,
        ],
      });
    // Martha's name as an old system wrote it, nothing else on the line to know her by.
    const preview = (
      await upload(
        owner,
        'by-name.xlsx',
        policiesOf([
          [
            'MARTHA  SHIKONGO',
            'Hollard',
            'HOL-NAME-1',
            'Life cover',
            'In force',
            '01/02/2025',
            'N$ 200',
            'M',
          ],
        ]),
      )
    ).json() as ImportPreview;
    const martha = await db
      .selectFrom('clients')
      .select('id')
      .where('name', '=', 'Martha Shikongo')
      .executeTakeFirstOrThrow();
    expect(preview.lines.find((line) => line.kind === 'client')).toMatchObject({
      status: 'matched',
      matched: { id: martha.id, name: 'Martha Shikongo' },
      matchedBy: 'name',
      // The same name in capitals is not a new name.
      changes: [],
    });
    expect((await post(`/api/admin/imports/${preview.id}/store`)).statusCode).toBe(201);
    expect(
      await db
        .selectFrom('policies as p')
        .innerJoin('clients as c', 'c.id', 'p.client_id')
        .select(['c.id', 'c.name'])
        .where('p.policy_number', '=', 'HOL-NAME-1')
        .execute(),
    ).toEqual([{ id: martha.id, name: 'Martha Shikongo' }]);

    // A second Martha Shikongo: a line with her name alone could be either, so it says so and stores nothing.
    const second = await owner.request({
      method: 'POST',
      url: '/api/admin/clients',
      headers: json,
      payload: JSON.stringify({ name: 'Martha Shikongo', phone: '081 555 9009', confirmedNew: true }),
    });
    expect(second.statusCode, second.body).toBe(201);
    const ambiguous = (
      await upload(
        owner,
        'by-name-2.xlsx',
        policiesOf([
          ['Martha Shikongo', 'Hollard', 'HOL-NAME-2', 'Life cover', 'In force', '01/02/2025', 'N$ 200', 'M'],
        ]),
      )
    ).json() as ImportPreview;
    expect(ambiguous.lines.find((line) => line.kind === 'client')).toMatchObject({
      status: 'invalid',
      problems: [
        {
          column: 'Name',
          why: "more than one client in the book is called Martha Shikongo: give this one's e-mail, cell or ID number",
        },
      ],
    });
    expect(ambiguous.counts.new).toBe(0);

    // Someone not in the book, named twice in one file as two systems wrote them: one new client.
    const twice = (
      await upload(
        owner,
        'twice.xlsx',
        policiesOf([
          [
            'PETRUS  NDEMUFAYO',
            'Hollard',
            'HOL-NAME-3',
            'Life cover',
            'In force',
            '01/02/2025',
            'N$ 200',
            'M',
          ],
          ['Petrus Ndemufayo', 'Sanlam', 'SL-NAME-4', 'Funeral', 'In force', '01/03/2025', 'N$ 90', 'M'],
        ]),
      )
    ).json() as ImportPreview;
    expect(twice.lines.filter((line) => line.kind === 'client').map((line) => line.status)).toEqual(['new']);
    expect(twice.counts).toMatchObject({ new: 3, matched: 0 });
  });
});
