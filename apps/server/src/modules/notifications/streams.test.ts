import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { EventFeed, FeedHandlers } from './bus.js';
import { NotificationStreams } from './streams.js';

/** What the registry uses of a response: writes, end, and the close event. */
class FakeResponse extends EventEmitter {
  chunks: string[] = [];
  writableEnded = false;
  destroyed = false;
  writableLength = 0;
  write(chunk: string) {
    this.chunks.push(chunk);
    return true;
  }
  end() {
    this.writableEnded = true;
    this.emit('close');
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
  }
  events(name: string) {
    return this.chunks.filter((c) => c.startsWith(`event: ${name}\n`));
  }
}

function setUp(live: Set<number> = new Set([1, 2])) {
  const feeds: Array<{ handlers: FeedHandlers; started: boolean; stopped: boolean }> = [];
  const streams = new NotificationStreams({
    createFeed(handlers): EventFeed {
      const feed = { handlers, started: false, stopped: false };
      feeds.push(feed);
      return {
        start: async () => {
          feed.started = true;
        },
        stop: async () => {
          feed.stopped = true;
        },
      };
    },
    liveSessions: async (ids) => new Set(ids.filter((id) => live.has(id))),
    onError: (error) => {
      throw error;
    },
    heartbeatMs: 10,
  });
  const open = (userId: number, tokenId: number) => {
    const res = new FakeResponse();
    streams.open(userId, tokenId, res as unknown as ServerResponse);
    return res;
  };
  return { streams, feeds, open, live };
}

const created = (userId: number, uid: string) => ({
  userId,
  event: { type: 'created' as const, site: 1, centro: 1, uids: [uid] },
});

describe('notification streams', () => {
  it('runs the feed while streams are open, says ready once it runs, and delivers to the user’s streams only', async () => {
    const { streams, feeds, open } = setUp();
    const mine = open(7, 1);
    const other = open(8, 2);
    await streams.settled();
    expect(feeds).toHaveLength(1);
    expect(feeds[0]!.started).toBe(true);
    expect(mine.events('ready')).toHaveLength(1);
    feeds[0]!.handlers.onEvent(created(7, 'QUnit#NOTIF_DEFAULT#1#5'));
    expect(mine.events('notification')).toEqual([
      'event: notification\ndata: {"type":"created","site":1,"centro":1,"uids":["QUnit#NOTIF_DEFAULT#1#5"]}\n\n',
    ]);
    expect(other.events('notification')).toEqual([]);

    mine.emit('close');
    other.emit('close');
    await streams.settled();
    expect(streams.size).toBe(0);
    expect(feeds[0]!.stopped).toBe(true);
  });

  it('asks every stream to reload after a gap in the feed', async () => {
    const { streams, feeds, open } = setUp();
    const res = open(7, 1);
    await streams.settled();
    feeds[0]!.handlers.onGap();
    expect(res.events('ready')).toHaveLength(2);
    await streams.closeAll();
  });

  it('sends heartbeats, and ends the streams whose session is over', async () => {
    const { streams, open, live } = setUp();
    const kept = open(7, 1);
    const ended = open(8, 2);
    await streams.settled();
    live.delete(2);
    for (let i = 0; i < 50 && !ended.writableEnded; i++) await new Promise((r) => setTimeout(r, 10));
    expect(ended.writableEnded).toBe(true);
    expect(kept.writableEnded).toBe(false);
    expect(kept.chunks).toContain(': heartbeat\n\n');
    expect(streams.size).toBe(1);
    await streams.closeAll();
    expect(streams.size).toBe(0);
  });

  it('drops a client that stopped reading', async () => {
    const { streams, feeds, open } = setUp();
    const stalled = open(7, 1);
    await streams.settled();
    stalled.writableLength = 10 * 1024 * 1024;
    feeds[0]!.handlers.onEvent(created(7, 'QUnit#NOTIF_DEFAULT#1#6'));
    expect(stalled.destroyed).toBe(true);
    expect(streams.size).toBe(0);
  });
});
