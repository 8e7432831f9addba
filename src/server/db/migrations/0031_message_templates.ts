import type { Kysely } from 'kysely';

/**
 * The adviser's message templates (issue 33): the four the site starts with (changeable, not
 * deletable: `built_in`), and the adviser's own. Placeholders in braces are filled in for each
 * client (src/domain/messages/templates.ts).
 */
const builtIn = [
  {
    key: 'documents-needed',
    name: 'Documents needed',
    subject: 'The documents we need from you',
    body: 'Dear {firstName},\n\nThank you for your time. To take your application further, please send us:\n\n- a copy of your ID\n- your latest payslip\n- your last three months’ bank statements\n\nReply to this e-mail with them attached, or WhatsApp them to {phone}.\n\nKind regards,\n{adviserName}\n{businessName}',
  },
  {
    key: 'your-quote',
    name: 'Your quote',
    subject: 'Your quote from {businessName}',
    body: 'Dear {firstName},\n\nAs promised, here is your quote. I compared what the insurers offer and chose the cover that fits what you told me.\n\nI am happy to go through it with you: reply to this e-mail or call me on {phone}.\n\nKind regards,\n{adviserName}\n{businessName}',
  },
  {
    key: 'thank-you',
    name: 'Thank you for your time',
    subject: 'Thank you for your time',
    body: 'Dear {firstName},\n\nThank you for meeting with me. As discussed, I will come back to you with the next steps.\n\nIf anything comes up in the meantime, reply to this e-mail or call me on {phone}.\n\nKind regards,\n{adviserName}\n{businessName}',
  },
  {
    key: 'yearly-review',
    name: 'Time for your yearly review',
    subject: 'Time for your yearly review',
    body: 'Dear {firstName},\n\nIt has been a year since we last looked at your policies together. Lives change: a new home, a child, a new job. A short review makes sure your cover still fits.\n\nBook a time that suits you here: {bookingLink}\n\nKind regards,\n{adviserName}\n{businessName}',
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('message_templates')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('built_in', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  const stamp = new Date().toISOString();
  await (db as Kysely<Record<string, Record<string, unknown>>>)
    .insertInto('message_templates')
    .values(
      builtIn.map((template, index) => ({
        id: `00000000-0000-4000-8000-00000000000${index + 1}`,
        name: template.name,
        subject: template.subject,
        body: template.body,
        built_in: template.key,
        created_by: null,
        created_at: stamp,
        updated_at: stamp,
      })),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_templates').execute();
}
