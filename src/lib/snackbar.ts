import { createStore, useStore } from './store';

/** docs/product.md §4: one snackbar at a time, auto-closes after 4 s; green success, red error. */
export const SNACKBAR_MS = 4000;
export const SNACKBAR_COLORS = { success: '#47b3aa', error: '#f9645f' } as const;
export type SnackbarKind = keyof typeof SNACKBAR_COLORS;

export interface SnackbarState {
  id: number;
  message: string;
  kind: SnackbarKind;
}

export const snackbar = createStore<SnackbarState | null>(null);
let timer: ReturnType<typeof setTimeout> | null = null;
let seq = 0;

/** Show a (translated) message; replaces the current one and restarts the 4 s timer. */
export function showSnackbar(message: string, kind: SnackbarKind = 'success'): void {
  if (timer) clearTimeout(timer);
  const id = ++seq;
  snackbar.set({ id, message, kind });
  timer = setTimeout(() => {
    timer = null;
    if (snackbar.get()?.id === id) snackbar.set(null);
  }, SNACKBAR_MS);
}

export function closeSnackbar(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  snackbar.set(null);
}

export const useSnackbar = () => useStore(snackbar);
