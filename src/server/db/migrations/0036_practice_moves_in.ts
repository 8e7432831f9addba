import { type Kysely, sql } from 'kysely';

/**
 * The practice moves in (issue 43).
 * - Each person's stage (D32): 'prospect' until a policy of theirs is in force or advice is
 *   recorded for them (a record of advice in their file), then 'client'; 'former-client' only by
 *   hand. The people there are get theirs from what their file already holds.
 * - How a person came to the practice (`source`: website, referral, walk-in, existing, other, with
 *   `source_detail`: who referred them), their date of birth and who added them by hand.
 * - A card made for someone who was already a client is an opportunity of an existing client
 *   (`existing_client`), not a new lead: the cards there are get it where the client had a policy
 *   in force before the card came.
 * - An import of the practice's book: its preview (encrypted: it holds ID numbers) until the
 *   adviser stores it, then what it made and changed, so it can be undone as one for 7 days.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('clients')
    .addColumn('stage', 'text', (col) => col.notNull().defaultTo('prospect'))
    .execute();
  await db.schema.alterTable('clients').addColumn('stage_changed_at', 'text').execute();
  await db.schema
    .alterTable('clients')
    .addColumn('source', 'text', (col) => col.notNull().defaultTo('website'))
    .execute();
  await db.schema
    .alterTable('clients')
    .addColumn('source_detail', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('clients').addColumn('date_of_birth', 'text').execute();
  await db.schema.alterTable('clients').addColumn('added_by', 'text').execute();
  await db.schema.createIndex('clients_stage').on('clients').columns(['stage', 'last_activity_at']).execute();
  await sql`update clients set stage = 'client', stage_changed_at = updated_at
    where exists (select 1 from policies p where p.client_id = clients.id and p.status = 'in-force')
      or exists (select 1 from client_documents d where d.client_id = clients.id and d.kind = 'record-of-advice')`.execute(
    db,
  );
  // People the team made by hand before (a household member, a lead typed in) did not come from the website.
  await sql`update clients set source = 'other'
    where not exists (select 1 from client_enquiries e where e.client_id = clients.id and e.kind <> 'manual-lead')`.execute(
    db,
  );

  await db.schema
    .alterTable('pipeline_leads')
    .addColumn('existing_client', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update pipeline_leads set existing_client = 1
    where exists (select 1 from policies p where p.client_id = pipeline_leads.client_id
      and p.status = 'in-force' and p.created_at < pipeline_leads.created_at)`.execute(db);

  await db.schema
    .createTable('book_imports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('admin_id', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    /** preview, stored, undone. */
    .addColumn('status', 'text', (col) => col.notNull())
    /** Encrypted JSON: the lines read and what each would do. Emptied once stored or undone. */
    .addColumn('plan', 'text', (col) => col.notNull())
    /** JSON { new, matched, duplicate, invalid }. */
    .addColumn('counts', 'text', (col) => col.notNull())
    /** Encrypted JSON: what storing made and changed, for the undo. */
    .addColumn('undo', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('stored_at', 'text')
    .addColumn('undone_at', 'text')
    .execute();
  await db.schema
    .createIndex('book_imports_admin')
    .on('book_imports')
    .columns(['admin_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('book_imports').execute();
  await db.schema.alterTable('pipeline_leads').dropColumn('existing_client').execute();
  await db.schema.dropIndex('clients_stage').execute();
  for (const column of ['added_by', 'date_of_birth', 'source_detail', 'source', 'stage_changed_at', 'stage'])
    await db.schema.alterTable('clients').dropColumn(column).execute();
}
