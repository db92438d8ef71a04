/**
 * Test support: what tabs of one browser share, in memory. A fake of `navigator.locks`
 * (exclusive, first come first served, held until the callback settles) and of
 * BroadcastChannel (a message reaches every other channel of the same name as a later task,
 * cloned), plus a token store. Not part of the site.
 */
import type { ChannelLike, LockManagerLike } from '../../../src/services/api/refresh-lock';
import type { TokenStore, Tokens } from '../../../src/services/api/tokens';

export const createFakeLockManager = (): LockManagerLike & { granted: () => number } => {
  const queues = new Map<string, Promise<unknown>>();
  let granted = 0;
  return {
    request<T>(name: string, callback: () => T): Promise<T> {
      const previous = queues.get(name) ?? Promise.resolve();
      const held = previous.then(() => {
        granted += 1;
        return callback();
      });
      queues.set(
        name,
        held.then(
          () => undefined,
          () => undefined,
        ),
      );
      return held;
    },
    granted: () => granted,
  };
};

export const createFakeBroadcastBus = () => {
  const channels: Array<{ name: string; listeners: Array<(event: { data: unknown }) => void> }> =
    [];
  const open = (name: string): ChannelLike => {
    const self = { name, listeners: [] as Array<(event: { data: unknown }) => void> };
    channels.push(self);
    return {
      postMessage: (message) => {
        for (const other of channels) {
          if (other === self || other.name !== name) continue;
          const data = structuredClone(message);
          setTimeout(() => other.listeners.forEach((listener) => listener({ data })), 0);
        }
      },
      addEventListener: (_type, listener) => self.listeners.push(listener),
    };
  };
  return { open };
};

export const createMemoryTokenStore = (initial: Partial<Tokens> = {}): TokenStore => {
  let stored = { ...initial };
  return {
    read: () => ({ ...stored }),
    write: (tokens) => {
      stored = { ...tokens };
    },
    clear: () => {
      stored = {};
    },
  };
};
