import type Database from 'better-sqlite3';

const cache = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/** A prepared statement, prepared once per connection. */
export function sql(db: Database.Database, text: string): Database.Statement {
  let byText = cache.get(db);
  if (!byText) {
    byText = new Map();
    cache.set(db, byText);
  }
  let statement = byText.get(text);
  if (!statement) {
    statement = db.prepare(text);
    byText.set(text, statement);
  }
  return statement;
}
