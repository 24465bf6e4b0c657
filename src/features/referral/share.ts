/**
 * Share the referral link: the Web Share API where the browser has it (Android Chrome, Safari),
 * else copy to the clipboard, else report that the player must copy it by hand.
 */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'unavailable';

export async function shareLink(data: { title: string; text: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (err) {
      // the player closed the share sheet: nothing to do
      if ((err as { name?: string }).name === 'AbortError') return 'cancelled';
    }
  }
  return copyText(data.url);
}

export async function copyText(text: string): Promise<'copied' | 'unavailable'> {
  try {
    if (navigator.clipboard && typeof navigator.clipboard.writeText === 'function') {
      await navigator.clipboard.writeText(text);
      return 'copied';
    }
  } catch {
    // not allowed (insecure context, permissions): fall through
  }
  return 'unavailable';
}
