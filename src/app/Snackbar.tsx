import { closeSnackbar, SNACKBAR_COLORS, useSnackbar } from '../lib/snackbar';

/** One snackbar at a time (docs/product.md §4); showSnackbar() in src/lib/snackbar.ts drives it. */
export function Snackbar() {
  const bar = useSnackbar();
  if (!bar) return null;
  return (
    <div
      key={bar.id}
      className="snackbar"
      role={bar.kind === 'error' ? 'alert' : 'status'}
      data-testid="snackbar"
      data-kind={bar.kind}
      style={{ background: SNACKBAR_COLORS[bar.kind] }}
      onClick={closeSnackbar}
    >
      {bar.message}
    </div>
  );
}
