import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database';

const dialect = new PgDialect();

/**
 * A statement built once, with `sql.placeholder` values, and sent under its name: node-postgres parses a named
 * statement once per connection and then only binds and executes it. PGlite runs it as it runs any query.
 */
export function preparedStatement(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  const perDatabase = new WeakMap<Db, ReturnType<Db['_']['session']['prepareQuery']>>();
  return (db: Db) => {
    let prepared = perDatabase.get(db);
    if (!prepared) {
      prepared = db._.session.prepareQuery(query, undefined, name, false);
      perDatabase.set(db, prepared);
    }
    return prepared;
  };
}
