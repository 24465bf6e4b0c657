/**
 * The screen's own back action, for a back press that does not come from the screen (the partner launcher's
 * hardware back button). The header registers its back button here while it is shown, so the
 * hardware back does exactly what the on-screen back does (docs/product.md §2 back navigation, the createAccount
 * logout included). The latest registration wins; unregistering restores the previous one.
 */
type BackHandler = () => void;

const handlers: BackHandler[] = [];

export function registerBackHandler(handler: BackHandler): () => void {
  handlers.push(handler);
  return () => {
    const i = handlers.lastIndexOf(handler);
    if (i >= 0) handlers.splice(i, 1);
  };
}

/** Run the screen's back action; false when the screen has none. */
export function runScreenBack(): boolean {
  const handler = handlers[handlers.length - 1];
  if (!handler) return false;
  handler();
  return true;
}
