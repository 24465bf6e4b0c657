/**
 * server/ledger — the double-entry wallet ledger (docs/decisions/002-ledger-and-gateways.md).
 * The ONLY code that writes ledger_accounts.balance_paise. Every function takes the caller's
 * transaction `tx` (a Db: inside registerRoute's idempotent handler use ctx.db; elsewhere
 * `deps.db.transaction(async (tx) => …)`), so the ledger write commits with the caller's rows.
 * Amounts are integer paise. `at` is deps.clock().
 *
 * Exactly-once: (kind, ref) is UNIQUE. Posting the same ref again returns
 * { replayed: true, operationId, meta } and changes nothing.
 *
 * Core
 *   postOperation(tx, { kind, ref, userId, description, meta?, at, postings: [{ account, amount }] })
 *       → { operationId, replayed, meta }. account = userAccount(userId, 'deposit'|'promo'|'winnings')
 *       or systemAccount('gateway_clearing'|'contest_escrow'|'prizes'|'promo_expense'|'powerup_revenue'|
 *       'tds_payable'|'withdrawals_pending'). ≥ 2 non-zero legs summing to 0 (else LedgerError).
 *   postOperations(tx, ops[]) → PostedOperation[]: many operations in ONE transaction (the join
 *       engine's batch, the bench) in a fixed number of statements (lock, one write; replays read only when needed);
 *       all or nothing. benchOperations({ userIds, count, prefix, at }) builds distinct 1-paisa
 *       promo credits for `npm run bench` (see bench-ops.ts for both ways of posting them).
 *   Errors: InsufficientFundsError (an ApiError: 409 INSUFFICIENT_FUNDS, or INSUFFICIENT_WINNINGS
 *       when the winnings bucket is short; data.shortfall in rupees) is thrown BEFORE any write, so
 *       the transaction stays usable. LedgerError = programming error (→ 500).
 *
 * Helpers (one per ADR posting rule)
 *   creditDeposit(tx, { orderId, userId, amountPaise, at, gateway? })          add_money
 *   creditPromo(tx, { grantId, userId, amountPaise, at, description })         promo_credit
 *   creditSignupPromo(tx, { userId, amountPaise, at })                          promo_credit, ref signup-promo:<id>
 *   clawbackPromo(tx, { grantId, userId, amountPaise, at, description })       promo_clawback (≤ balance) | null
 *   spendEntryFee(tx, { joinId, userId, feePaise, promoLimitPercent, at, description })
 *       → { ok: true, split, operationId, replayed } | { ok: false, shortfall }  (nothing written)
 *   spendEntryFees(tx, { charges: [{ joinId, userId, feePaise, promoLimitPercent, description, seatGroup? }], at, seats? })
 *       → per charge SpendResult | { ok: false, notAttempted } — the join batch: one lock pass, one postOperations
 *   refundEntryFee(tx, { joinId, userId, at, description }) → posted + split | null (join paid nothing)
 *   refundEntryFees(tx, { joins: [{ joinId, userId }], at, description }) → { posted }  many refunds, chunked
 *   storePurchase(tx, { purchaseId, userId, pricePaise, at, description })   like spendEntryFee, never promo
 *   awardPrizes(tx, { roomId, escrowPaise, prizes: [{ userId, amountPaise }], at, description })  settlement
 *       (results settles a room with roomId 'room:<id>', ADR 008)
 *   requestWithdrawal(tx, { withdrawalId, userId, amountPaise, at, description?, meta? })
 *       winnings → withdrawals_pending; throws InsufficientFundsError(INSUFFICIENT_WINNINGS) when short
 *   completeWithdrawal / approveWithdrawal(tx, { withdrawalId, userId, amountPaise, tdsPaise,
 *       taxableNetWinningsPaise, at })   withdraw_paid: pending −A, tds_payable +T, gateway_clearing +(A−T)
 *   reverseWithdrawal / rejectWithdrawal(tx, { withdrawalId, userId, amountPaise, at })  withdraw_reversed
 *   (complete and reverse of one withdrawal exclude each other: the second throws LedgerError. Guard
 *   with your own `UPDATE withdrawals … WHERE status = 'processing'` first, as ADR 002 says.)
 *
 * Reads
 *   getBalances(db, userId) → { deposit, promo, winnings } (paise, unlocked)
 *   lockBalances(tx, userId) → same, SELECT … FOR UPDATE (hold until commit for a decision)
 *   financialYearTotals(db, userId, now) → { label, deposited, withdrawn, openingBalance, taxedNetWinnings }
 *       (paise; feed core/rules/wallet tdsOnWithdrawal)
 *   userOperations(db, userId, offset, limit) → history rows with signed per-bucket paise
 *   systemBalance(db, name), sumAllPostings(db), driftedAccounts(db)   (audits/tests)
 *
 * Locking: player accounts are locked in ascending id order (SELECT … FOR UPDATE) before any
 * read that decides an amount; system accounts are never locked or updated (balance = Σ postings).
 * The database also defends itself: CHECK balance ≥ 0 on player accounts, UNIQUE (kind, ref),
 * a deferred trigger that rejects at COMMIT any operation whose postings do not sum to 0 or
 * number fewer than 2, and append-only operations/postings.
 */
export * from './types';
export * from './accounts';
export * from './post';
export * from './operations';
export * from './history';
export * from './bench-ops';
