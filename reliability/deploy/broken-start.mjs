// A release that damages the data and never comes up (the deployment's tests, issue 46): it
// empties the enquiries, then exits, so the upgrade's health check fails and the rollback must
// put the database back as it was.
import Database from 'better-sqlite3';

const database = new Database(process.env.DATABASE_URL);
database.exec('delete from consultation_requests');
database.close();
console.error('broken release: exiting');
process.exit(1);
