import type SQLite from "better-sqlite3";
import {
  CompiledQuery,
  SelectQueryNode,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from "kysely";

/**
 * How long a write waits, in all, for a lock another process holds (an operator's sqlite3 shell in a transaction, a backup
 * script) before it fails as busy; the request then answers 503 "try again".
 */
export const WRITE_WAIT_MS = 5000;
/** SQLite's own wait, which blocks the whole process: kept short, the rest of the wait is asynchronous. */
export const SYNC_WAIT_MS = 5;

/**
 * Kysely's SQLite driver runs every query on one connection behind one mutex, and better-sqlite3 waits for a lock
 * synchronously: while another process held the write lock, one write froze the process for its whole busy timeout,
 * every page and /healthz included (review 36's F9). This driver keeps the writes on one connection, one at a time as
 * before, but waits for a lock asynchronously; and it answers reads made outside a transaction from a second
 * connection, which in WAL mode never waits for a writer and sees only committed rows.
 */
export class SqliteWalDriver implements Driver {
  readonly #writer: SQLite.Database;
  readonly #reader: SQLite.Database | null;
  readonly #mutex = new Mutex();
  readonly #waitMs: number;

  /** `reader` null: one connection (an in-memory database), every query behind the mutex as in Kysely's driver. */
  constructor(writer: SQLite.Database, reader: SQLite.Database | null, options: { waitMs?: number } = {}) {
    this.#writer = writer;
    this.#reader = reader;
    this.#waitMs = options.waitMs ?? WRITE_WAIT_MS;
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Handle(this.#writer, this.#reader, this.#mutex, this.#waitMs);
  }

  async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings) {
    await (connection as Handle).begin();
  }

  async commitTransaction(connection: DatabaseConnection) {
    await (connection as Handle).end("commit");
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await (connection as Handle).end("rollback");
  }

  async releaseConnection(connection: DatabaseConnection) {
    (connection as Handle).release();
  }

  async destroy() {
    this.#reader?.close();
    this.#writer.close();
  }
}

/** One user of the database (a query, or a transaction from begin to end), as Kysely sees a connection. */
class Handle implements DatabaseConnection {
  #holding = false;
  #inTransaction = false;

  constructor(
    private readonly writer: SQLite.Database,
    private readonly reader: SQLite.Database | null,
    private readonly mutex: Mutex,
    private readonly waitMs: number,
  ) {}

  /**
   * BEGIN IMMEDIATE takes the write lock at once, so a lock held elsewhere is met here, before anything is done, and is
   * waited for without holding the mutex; the statements inside then never wait.
   */
  async begin() {
    await this.#retrying(() => {
      this.writer.exec("begin immediate");
    });
    this.#inTransaction = true;
  }

  async end(command: "commit" | "rollback") {
    try {
      this.writer.exec(command);
    } finally {
      this.#inTransaction = false;
      this.release();
    }
  }

  release() {
    if (this.#inTransaction && this.writer.inTransaction) this.writer.exec("rollback");
    this.#inTransaction = false;
    if (this.#holding) {
      this.#holding = false;
      this.mutex.unlock();
    }
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#inTransaction) return run<R>(this.writer.prepare(query.sql), query);
    const stmt = this.reader ? readOnly(this.reader, query.sql) : null;
    if (stmt) return untilFree(() => run<R>(stmt, query), this.waitMs);
    return this.#retrying(() => run<R>(this.writer.prepare(query.sql), query), true);
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) throw new Error("Sqlite driver only supports streaming of select queries");
    const db = this.#inTransaction || !this.reader ? this.writer : this.reader;
    for (const row of db.prepare(query.sql).iterate(query.parameters as unknown[])) yield { rows: [row as R] };
  }

  /**
   * Runs `work` on the writer holding the mutex, waiting for a lock another process holds (see `untilFree`). The mutex is
   * kept while waiting: no write of this process can go through meanwhile, so one write polls and the others wait on
   * the mutex. Letting it go had every waiting write run SQLite's synchronous wait in turn, and 20 of them kept the
   * event loop busy most of the time (review 37's F3).
   */
  async #retrying<T>(work: () => T, releaseAfter = false): Promise<T> {
    await this.#lock();
    try {
      const result = await untilFree(work, this.waitMs);
      if (releaseAfter) this.#unlock();
      return result;
    } catch (error) {
      this.#unlock();
      throw error;
    }
  }

  async #lock() {
    if (this.#holding) return;
    await this.mutex.lock();
    this.#holding = true;
  }

  #unlock() {
    if (!this.#holding) return;
    this.#holding = false;
    this.mutex.unlock();
  }
}

/** The statement prepared on the reader if it only reads; null if it writes, or cannot be prepared there. */
function readOnly(reader: SQLite.Database, sql: string): SQLite.Statement | null {
  try {
    const stmt = reader.prepare(sql);
    return stmt.readonly ? stmt : null;
  } catch {
    return null;
  }
}

function run<R>(stmt: SQLite.Statement, query: CompiledQuery): QueryResult<R> {
  const parameters = query.parameters as unknown[];
  if (stmt.reader) return { rows: stmt.all(parameters) as R[] };
  const { changes, lastInsertRowid } = stmt.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/** Plain SQLITE_BUSY only: a lock that will be let go. SQLITE_BUSY_SNAPSHOT and the like cannot be waited out. */
function isBusy(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_BUSY" || code === "SQLITE_LOCKED";
}

/** Runs `work`, and while another process holds a lock it needs, again a little later, until `waitMs` have passed. */
async function untilFree<T>(work: () => T, waitMs: number): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
    try {
      return work();
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
    }
    await sleep(pause);
  }
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

class Mutex {
  #promise: Promise<void> | undefined;
  #resolve: (() => void) | undefined;

  async lock() {
    while (this.#promise) await this.#promise;
    this.#promise = new Promise((resolve) => {
      this.#resolve = resolve;
    });
  }

  unlock() {
    const resolve = this.#resolve;
    this.#promise = undefined;
    this.#resolve = undefined;
    resolve?.();
  }
}
