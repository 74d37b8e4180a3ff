// `mf-shared/realtime` is compiled into each app: it hands out the hub of the one shared
// 'mf-shared' (never a copy of its own), so every app talks over the page's one connection.
export {
  onRealtimeEvent,
  onRealtimeReconnected,
  realtimeActive,
  startRealtime,
  stopRealtime,
  useRealtimeEvent,
  useRealtimeReconnected,
} from 'mf-shared';
