import pg from 'pg';
import type { Db } from '../../db/database.js';
import { decodeUserEvent, NOTIFY_CHANNEL, type UserEvent } from './events.js';

/**
 * How one server process hears of the notification events every process writes (events.ts), while
 * it has streams open (docs/design.md §1: nothing another process needs lives in memory):
 * - PostgreSQL: LISTEN on its own connection; NOTIFY arrives at commit, to every process.
 * - SQLite (one machine; WEB_CONCURRENCY worker processes sharing the file): a read of the rows
 *   added since the last one, every SQLITE_POLL_MS — cheap, it walks the primary key from where it
 *   stopped, and it sees only committed rows.
 */

export const SQLITE_POLL_MS = 250;
const PG_RETRY_MIN_MS = 1000;
const PG_RETRY_MAX_MS = 30_000;

export interface FeedHandlers {
  onEvent(event: UserEvent): void;
  /** Events may have been missed (the PostgreSQL connection was lost and is back): clients should reload. */
  onGap(): void;
  onError(error: unknown): void;
}

export interface EventFeed {
  /** Resolves once events committed from now on will be delivered. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createEventFeed(db: Db, handlers: FeedHandlers, pollMs = SQLITE_POLL_MS): EventFeed {
  if (db.kind === 'postgres') {
    if (!db.pgOptions) throw new Error('A PostgreSQL database needs its connection settings to LISTEN');
    return new PgListener(db.pgOptions, handlers);
  }
  return new SqlitePoller(db, handlers, pollMs);
}

class SqlitePoller implements EventFeed {
  private timer: NodeJS.Timeout | null = null;
  private cursor = 0;
  private polling = false;

  constructor(
    private readonly db: Db,
    private readonly handlers: FeedHandlers,
    private readonly pollMs: number,
  ) {}

  async start(): Promise<void> {
    const row = await this.db.k
      .selectFrom('notification_events')
      .select((eb) => eb.fn.max('id').as('last'))
      .executeTakeFirst();
    this.cursor = Number(row?.last ?? 0);
    this.timer = setInterval(() => void this.poll(), this.pollMs);
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      // SQLite has one writer at a time, so ids are committed in order: nothing lands behind the cursor.
      const rows = await this.db.k
        .selectFrom('notification_events')
        .select(['id', 'payload'])
        .where('id', '>', this.cursor)
        .orderBy('id')
        .limit(500)
        .execute();
      for (const row of rows) {
        this.cursor = row.id;
        const event = decodeUserEvent(row.payload);
        if (event) this.handlers.onEvent(event);
      }
    } catch (error) {
      this.handlers.onError(error);
    } finally {
      this.polling = false;
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

class PgListener implements EventFeed {
  private client: pg.Client | null = null;
  private stopped = true;
  private retry: NodeJS.Timeout | null = null;
  private retryMs = PG_RETRY_MIN_MS;

  constructor(
    private readonly options: pg.ClientConfig,
    private readonly handlers: FeedHandlers,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.connect(false);
  }

  private async connect(reconnecting: boolean): Promise<void> {
    const client = new pg.Client(this.options);
    client.on('notification', (message) => {
      if (message.channel !== NOTIFY_CHANNEL || !message.payload) return;
      const event = decodeUserEvent(message.payload);
      if (event) this.handlers.onEvent(event);
    });
    client.on('error', (error) => {
      this.handlers.onError(error);
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    } catch (error) {
      this.handlers.onError(error);
      this.lost(client);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryMs = PG_RETRY_MIN_MS;
    if (reconnecting) this.handlers.onGap();
  }

  /** The connection broke (or never came up): try again with a growing pause, unless stopping. */
  private lost(client: pg.Client): void {
    if (this.client !== null && this.client !== client) return;
    if (this.client === client) this.client = null;
    client.end().catch(() => {});
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.stopped) void this.connect(true);
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, PG_RETRY_MAX_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
