/**
 * What's new (docs/product.md §3 "whats-new"): the release notes, newest first. The texts live in the PWA's
 * locales (onboarding:whatsNew.items.<key>), so both languages ship with the app and work offline;
 * the server only says which notes exist and when.
 */
export const WHATS_NEW = [
  { id: '2026-12-store', date: '2026-12-01', key: 'store', target: 'store' },
  { id: '2026-12-daily-gift', date: '2026-12-01', key: 'dailyGift', target: 'offers' },
  { id: '2026-12-tour', date: '2026-12-01', key: 'tour', target: 'howToPlay' },
  { id: '2026-11-results', date: '2026-11-20', key: 'liveResults', target: 'inplay' },
] as const;
