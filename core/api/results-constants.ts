/**
 * Plain values of the results contracts (core/api/results.ts builds its zod schemas from them), zod-free so the PWA's
 * my-matches and home screens can import them without loading zod. docs/product.md §9 "Paging".
 */

/** Every paged list starts at skip 0 (history challenges: first page skip 0). */
export const FIRST_PAGE_SKIP = 0;
/** Completed challenges (completedv2, my matches' history tab): 40 a page. */
export const COMPLETED_PAGE_LIMIT = 40;
/** The timeline (users/matches/timeline): 10 a page. */
export const TIMELINE_PAGE_LIMIT = 10;
/**
 * History challenges (home's history tab, docs/product.md §2 home tab 1): first page skip 0, limit 10. They are the
 * timeline's challenges (every challenge the player joined, newest first), so the page is the timeline's.
 */
export const HISTORY_PAGE_LIMIT = TIMELINE_PAGE_LIMIT;
