/**
 * The client's portal (issue 32): its home page read by a signed-in client over a book of 10,000
 * clients holding 50,000 documents (five each, some shared with them), with records of advice and
 * requests of their own; read 100 times one after another. The budget is p95 under 100 ms.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import { databaseTarget } from '../src/server/config';
import { openDatabase } from '../src/server/db';
import { type BackOfficeTiming, backOfficeBudgetMs, percentile } from './bench-timing';

export const benchDocuments = 50_000;
const rounds = 100;
const kinds = ['id-document', 'proof-of-address', 'payslip', 'policy-schedule', 'record-of-advice'];

/** 50,000 documents over the clients (their bytes stand-ins: the home page never reads them). */
export function seedPortal(databasePath: string, sampleClientId: string): void {
  const database = new SqliteDatabase(databasePath);
  database.pragma('busy_timeout = 5000');
  const clientIds = (
    database.prepare('select id from clients order by created_at, id').all() as { id: string }[]
  ).map((row) => row.id);
  const stamp = new Date().toISOString();
  const insert = (table: string, row: Record<string, unknown>) => {
    const columns = Object.keys(row);
    database
      .prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`)
      .run(Object.values(row));
  };
  const content = randomBytes(64);
  database.transaction(() => {
    const sampleDocuments: string[] = [];
    for (let index = 0; index < benchDocuments; index++) {
      const id = randomUUID();
      const clientId = clientIds[index % clientIds.length] as string;
      if (clientId === sampleClientId) sampleDocuments.push(id);
      insert('client_documents', {
        id,
        client_id: clientId,
        kind: kinds[index % kinds.length],
        file_name: `bench-${index}.pdf`,
        media_type: 'application/pdf',
        size_bytes: 250_000 + (index % 100) * 1_000,
        sha256: randomBytes(32).toString('hex'),
        expires_on: null,
        source: index % 3 === 0 ? 'client' : 'adviser',
        request_id: null,
        shared: index % 2,
        created_by: null,
        created_at: stamp,
      });
      insert('client_document_contents', { document_id: id, content });
    }
    // The sample client has two records of advice waiting and an open request.
    for (const documentId of sampleDocuments.slice(0, 2))
      insert('advice_confirmations', {
        id: randomUUID(),
        client_id: sampleClientId,
        document_id: documentId,
        sha256: randomBytes(32).toString('hex'),
        token_hash: randomBytes(32).toString('hex'),
        expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        status: 'open',
        created_by: null,
        created_at: stamp,
        updated_at: stamp,
      });
    insert('document_requests', {
      id: randomUUID(),
      client_id: sampleClientId,
      kinds: JSON.stringify(['id-document', 'proof-of-address']),
      note: 'For your file.',
      token_hash: randomBytes(32).toString('hex'),
      expires_at: new Date(Date.now() + 14 * 86_400_000).toISOString(),
      status: 'open',
      created_by: null,
      created_at: stamp,
      updated_at: stamp,
    });
  })();
  database.close();
}

/**
 * Signs the sample client in with the code from the outbox (no mail server here) and times their
 * home page. `databaseUrl`: the site's SQLite file or PostgreSQL URL (issue 56: both are timed).
 */
export async function timePortal(
  baseUrl: string,
  databaseUrl: string,
  sampleClientId: string,
): Promise<BackOfficeTiming> {
  const database = openDatabase(databaseTarget(databaseUrl));
  const { email } = await database.db
    .selectFrom('clients')
    .select('email')
    .where('id', '=', sampleClientId)
    .executeTakeFirstOrThrow();
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify(body),
    });
  const asked = await post('/api/my/code', { email });
  if (asked.status !== 202) throw new Error(`portal code: ${asked.status}`);
  const { content } = await database.db
    .selectFrom('outbox_messages')
    .select('content')
    .where('enquiry_type', '=', 'portal-code')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  await database.close();
  const signedIn = await post('/api/my/sign-in', {
    email,
    code: (JSON.parse(content) as { code: string }).code,
  });
  if (!signedIn.ok) throw new Error(`portal sign-in: ${signedIn.status} ${await signedIn.text()}`);
  const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] as string;
  const times: number[] = [];
  let bytes = 0;
  for (let round = 0; round < rounds + 5; round++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/my`, { headers: { cookie, 'accept-encoding': 'br, gzip' } });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`portal home: ${response.status}`);
    if (round >= 5) times.push(performance.now() - started);
    bytes = body.byteLength;
  }
  times.sort((a, b) => a - b);
  return {
    label: `portal home (10,000 clients, ${benchDocuments.toLocaleString('en-GB')} documents)`,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    bytes,
    budgeted: true,
    budgetMs: backOfficeBudgetMs,
  };
}
