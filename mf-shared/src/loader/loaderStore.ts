import { createStore, useStore } from 'zustand';

/** The full-screen loader, reference-counted: it shows while any caller still holds it. */
export const loaderStore = createStore<{ count: number; show: () => () => void }>()((set) => ({
  count: 0,
  show: () => {
    set((s) => ({ count: s.count + 1 }));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      set((s) => ({ count: Math.max(0, s.count - 1) }));
    };
  },
}));

export const useLoaderVisible = () => useStore(loaderStore, (s) => s.count > 0);
