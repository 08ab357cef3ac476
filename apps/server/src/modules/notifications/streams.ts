import type { ServerResponse } from 'node:http';
import { STREAM_EVENTS, STREAM_HEARTBEAT_MS } from '@qualium/contracts';
import type { EventFeed, FeedHandlers } from './bus.js';
import type { UserEvent } from './events.js';

/**
 * The Server-Sent Event streams open on this process, by user. Each gets `ready` once events are
 * flowing, then its user's notification events, and a comment line every heartbeat so that
 * proxies keep it open; a heartbeat also ends the streams whose session is over. A stream leaves
 * the registry when its connection closes. The event feed (bus.ts) runs only while there are
 * streams.
 */

/** A client this far behind (a stalled connection) is dropped; it reconnects and reloads. */
const MAX_BUFFERED_BYTES = 256 * 1024;

export interface StreamOptions {
  createFeed(handlers: FeedHandlers): EventFeed;
  /** Of these session ids, the ones still alive. */
  liveSessions(tokenIds: readonly number[]): Promise<Set<number>>;
  onError(error: unknown): void;
  heartbeatMs?: number;
}

interface Stream {
  userId: number;
  tokenId: number;
  res: ServerResponse;
}

export class NotificationStreams {
  private readonly byUser = new Map<number, Set<Stream>>();
  private feed: EventFeed | null = null;
  /** Feed starts and stops happen one after the other. */
  private feedChanges: Promise<void> = Promise.resolve();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly options: StreamOptions) {}

  /** Streams open now. */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** Resolves when the feed has caught up with the streams opened and closed so far. */
  settled(): Promise<void> {
    return this.feedChanges;
  }

  /** Takes over `res` (headers already written) as a stream of `userId`'s events. */
  open(userId: number, tokenId: number, res: ServerResponse): void {
    const stream: Stream = { userId, tokenId, res };
    const set = this.byUser.get(userId) ?? new Set();
    set.add(stream);
    this.byUser.set(userId, set);
    res.on('close', () => this.remove(stream));
    res.on('error', () => this.remove(stream));
    this.sync();
    // Sent once the feed runs: a client that reloads on `ready` misses nothing committed after it.
    void this.feedChanges.then(() => this.send(stream, STREAM_EVENTS.ready, {}));
  }

  /** Ends every stream (server shutdown: open streams would keep it waiting). */
  closeAll(): Promise<void> {
    for (const set of this.byUser.values()) for (const s of set) s.res.end();
    this.byUser.clear();
    this.sync();
    return this.feedChanges;
  }

  private remove(stream: Stream): void {
    const set = this.byUser.get(stream.userId);
    if (!set?.delete(stream)) return;
    if (set.size === 0) this.byUser.delete(stream.userId);
    this.sync();
  }

  private deliver({ userId, event }: UserEvent): void {
    const name = event.type === 'chat' ? STREAM_EVENTS.chat : STREAM_EVENTS.notification;
    for (const stream of this.byUser.get(userId) ?? []) this.send(stream, name, event);
  }

  private send(stream: Stream, name: string, data: unknown): void {
    if (stream.res.writableEnded || stream.res.destroyed) return;
    if (stream.res.writableLength > MAX_BUFFERED_BYTES) {
      stream.res.destroy();
      return;
    }
    stream.res.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  private all(): Stream[] {
    return [...this.byUser.values()].flatMap((set) => [...set]);
  }

  /** Runs the feed and the heartbeat while there are streams, and only then. */
  private sync(): void {
    const wanted = this.size > 0;
    if (wanted && !this.heartbeat) {
      this.heartbeat = setInterval(() => void this.beat(), this.options.heartbeatMs ?? STREAM_HEARTBEAT_MS);
    } else if (!wanted && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
    this.feedChanges = this.feedChanges
      .then(async () => {
        const want = this.size > 0;
        if (want && !this.feed) {
          const feed = this.options.createFeed({
            onEvent: (e) => this.deliver(e),
            onGap: () => {
              for (const s of this.all()) this.send(s, STREAM_EVENTS.ready, {});
            },
            onError: this.options.onError,
          });
          this.feed = feed;
          await feed.start();
        } else if (!want && this.feed) {
          const feed = this.feed;
          this.feed = null;
          await feed.stop();
        }
      })
      .catch(this.options.onError);
  }

  private async beat(): Promise<void> {
    const streams = this.all();
    for (const s of streams) if (!s.res.writableEnded) s.res.write(': heartbeat\n\n');
    try {
      const live = await this.options.liveSessions(streams.map((s) => s.tokenId));
      // The session ended (logout, idle time-out): so does its stream. The client asks for a new
      // ticket, which a dead session cannot get.
      for (const s of streams) if (!live.has(s.tokenId)) s.res.end();
    } catch (error) {
      this.options.onError(error);
    }
  }
}
