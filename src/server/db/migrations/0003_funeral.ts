import type { Kysely } from 'kysely';

/** Funeral cover applications (spec doc 2) and their members, priced by the server (cents). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('funeral_applications')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('id_number', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('age', 'integer')
    .addColumn('gender', 'text', (col) => col.notNull())
    .addColumn('payment_frequency', 'text', (col) => col.notNull())
    .addColumn('additional_info', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('total_monthly_cents', 'bigint', (col) => col.notNull())
    .addColumn('total_annual_cents', 'bigint', (col) => col.notNull())
    .addColumn('total_cover_cents', 'bigint', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('funeral_applications_created_at')
    .on('funeral_applications')
    .column('created_at')
    .execute();
  await db.schema
    .createTable('funeral_application_members')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('application_id', 'text', (col) => col.notNull().references('funeral_applications.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('relationship', 'text', (col) => col.notNull())
    .addColumn('age', 'integer', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull())
    .addColumn('cover_amount', 'integer', (col) => col.notNull())
    .addColumn('monthly_cents', 'integer', (col) => col.notNull())
    .addColumn('annual_cents', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('funeral_application_members_application')
    .on('funeral_application_members')
    .columns(['application_id', 'position'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('funeral_application_members').execute();
  await db.schema.dropTable('funeral_applications').execute();
}
