import { createStore, useStore } from 'zustand';
import { api } from 'mf-shared';

export interface AppNotification {
  id: number;
  type: 'Interview' | 'Question';
  data: string;
  created_at: string;
  read_at: string | null;
}

interface NotificationsState {
  items: AppNotification[];
  unreadMessages: number;
  load: () => Promise<void>;
  loadUnreadMessages: () => Promise<void>;
  add: (n: AppNotification) => void;
  setUnreadMessages: (count: number) => void;
  markAllRead: () => Promise<void>;
}

/** The signed-in user's notifications and unread-message count: server state, refreshed live. */
export const notificationsStore = createStore<NotificationsState>()((set, get) => ({
  items: [],
  unreadMessages: 0,
  load: async () => {
    const { data } = await api.get<{ data: AppNotification[] }>('/notifications', {
      params: { per_page: 20 },
      silent: true,
    });
    set({ items: data.data });
  },
  loadUnreadMessages: async () => {
    try {
      const { data } = await api.get<{ data: { count_unread: number } }>('/conversation/count-unread', {
        silent: true,
      });
      set({ unreadMessages: data.data.count_unread });
    } catch (error) {
      console.warn('Unread count did not load', error); // only logged (spec section 8)
    }
  },
  add: (n) => set((s) => ({ items: [n, ...s.items.filter((i) => i.id !== n.id)] })),
  setUnreadMessages: (count) => set({ unreadMessages: count }),
  /** One request per unread notification; marked locally only once all succeed; failures only logged. */
  markAllRead: async () => {
    const unread = get().items.filter((n) => !n.read_at);
    if (unread.length === 0) return;
    try {
      await Promise.all(unread.map((n) => api.post(`/notifications/read/${n.id}`, undefined, { silent: true })));
      const now = new Date().toISOString();
      set((s) => ({ items: s.items.map((n) => (n.read_at ? n : { ...n, read_at: now })) }));
    } catch (error) {
      console.warn('Marking notifications read failed', error);
    }
  },
}));

export function useNotifications<T>(selector: (s: NotificationsState) => T): T {
  return useStore(notificationsStore, selector);
}
