/** The rows of a raw `db.execute` result: both drivers (PGlite, node-postgres) answer `{ rows }`. */
export function resultRows(result: unknown): Array<Record<string, unknown>> {
  const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : [];
  return Array.isArray(rows) ? rows : [];
}
