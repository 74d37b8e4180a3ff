import type { RealtimeConnection } from './hub';

// The Echo chunk, replaced by a recording connection.
const connections: {
  token: string;
  listened: string[];
  dispatch: Map<string, (p: unknown) => void>;
  closed: boolean;
  reconnected: () => void;
}[] = [];
jest.mock('./echo', () => ({
  connect: (token: string, reconnected: () => void): RealtimeConnection => {
    const record = { token, listened: [] as string[], dispatch: new Map(), closed: false, reconnected };
    connections.push(record);
    return {
      listen: (channel, event, dispatch) => {
        record.listened.push(`${channel} ${event}`);
        record.dispatch.set(`${channel} ${event}`, dispatch);
        return () => record.dispatch.delete(`${channel} ${event}`);
      },
      disconnect: () => {
        record.closed = true;
      },
    };
  },
}));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the realtime hub: one connection per page', () => {
  let hub: typeof import('./hub');
  beforeEach(() => {
    jest.isolateModules(() => {
      hub = jest.requireActual('./hub');
    });
    connections.length = 0;
  });

  it('opens one connection per session, however often it is started, and binds each event once', async () => {
    const seen: unknown[] = [];
    hub.onRealtimeEvent('user.7', 'ConversationEvent', (p) => seen.push(['a', p]));
    hub.startRealtime('tok', 7);
    hub.startRealtime('tok', 7);
    await settle();
    hub.onRealtimeEvent('user.7', 'ConversationEvent', (p) => seen.push(['b', p]));
    expect(connections).toHaveLength(1);
    expect(connections[0].listened).toEqual(['user.7 ConversationEvent']);
    connections[0].dispatch.get('user.7 ConversationEvent')!({ count_unread: 3 });
    expect(seen).toEqual([
      ['a', { count_unread: 3 }],
      ['b', { count_unread: 3 }],
    ]);
  });

  it('closes on stop, and a new user gets a new connection with the listeners still wanted', async () => {
    const off = hub.onRealtimeEvent('user.7', 'ConversationEvent', () => {});
    hub.onRealtimeEvent('newNotification-8', 'NotificationEvent', () => {});
    hub.startRealtime('tok-7', 7);
    await settle();
    off();
    hub.stopRealtime();
    expect(connections[0].closed).toBe(true);
    expect(hub.realtimeActive()).toBe(false);
    hub.startRealtime('tok-8', 8);
    await settle();
    expect(connections[1]).toMatchObject({ token: 'tok-8', listened: ['newNotification-8 NotificationEvent'] });
  });

  it('drops a connection that arrives after the session ended', async () => {
    hub.startRealtime('tok', 7);
    hub.stopRealtime();
    await settle();
    expect(connections).toHaveLength(0);
  });

  it('tells the listeners of reconnects', async () => {
    const reconnected = jest.fn();
    hub.onRealtimeReconnected(reconnected);
    hub.startRealtime('tok', 7);
    await settle();
    connections[0].reconnected();
    expect(reconnected).toHaveBeenCalledTimes(1);
  });
});
