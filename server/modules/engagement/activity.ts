import { sql } from 'drizzle-orm';
import type { ActivityItem, ActivityKind } from '../../../core/api/engagement';
import { paiseToRupees, rupeeTextAsCoins, type MoneyMode } from '../../../core/money';
import { ACTIVITY_PAGE_SIZE } from '../../../core/rules/engagement';
import type { Db } from '../../db/client';

/**
 * The activity centre (docs/product.md §2 named target activityCentre): what the player did and what happened to
 * them, newest first, read from the tables that already record it — seats (room_entries: joins, and
 * results once the room's payout settlement exists, with rank, points and prize) and the ledger (deposits,
 * powerup purchases, bonus rewards, refunds, withdrawals). Entry fees are shown as joins, not twice.
 */

interface Row {
  id: string;
  kind: ActivityKind;
  amount_paise: string | number | null;
  description: string;
  challenge_id: number | null;
  challenge_name: string | null;
  contest_name: string | null;
  rank: number | null;
  points: number | null;
  at: Date | string;
}

export async function activityPage(db: Db, userId: number, page: number, mode: MoneyMode) {
  const pageSize = ACTIVITY_PAGE_SIZE;
  const offset = (page - 1) * pageSize;
  const res = (await db.execute(sql`
    select * from (
      select 'join:' || e.order_id::text as id, 'join' as kind, e.fee_paise as amount_paise, '' as description,
             e.challenge_id, c.name as challenge_name, cc.contest_name, null::int as rank, null::int as points, e.joined_at as at
      from room_entries e
      join challenges c on c.challenge_id = e.challenge_id
      join contest_rooms r on r.room_id = e.room_id
      join contest_configs cc on cc.config_id = r.config_id
      where e.user_id = ${userId}
      union all
      select 'result:' || e.order_id::text, 'result', e.prize_paise, '',
             e.challenge_id, c.name, cc.contest_name, e.rank, e.points, s.created_at
      from room_entries e
      join contest_settlements s on s.room_id = e.room_id and s.kind = 'payout'
      join challenges c on c.challenge_id = e.challenge_id
      join contest_rooms r on r.room_id = e.room_id
      join contest_configs cc on cc.config_id = r.config_id
      where e.user_id = ${userId} and not e.refunded
      union all
      select 'op:' || o.id::text,
             case o.kind when 'add_money' then 'deposit' when 'store_purchase' then 'purchase' when 'promo_credit' then 'reward'
                         when 'refund' then 'refund' else 'withdrawal' end,
             (select abs(sum(p.amount_paise)) from ledger_postings p join ledger_accounts a on a.id = p.account_id
               where p.operation_id = o.id and a.user_id = ${userId}),
             o.description, null, null, null, null, null, o.created_at
      from ledger_operations o
      where o.user_id = ${userId} and o.kind in ('add_money', 'store_purchase', 'promo_credit', 'refund', 'withdraw_request')
    ) a
    order by at desc, id desc
    offset ${offset} limit ${pageSize + 1}`)) as unknown as { rows: Row[] };
  const items: ActivityItem[] = res.rows.slice(0, pageSize).map((r) => ({
    id: r.id,
    kind: r.kind,
    amount: r.amount_paise === null ? null : paiseToRupees(Number(r.amount_paise)),
    description: mode === 'social' ? rupeeTextAsCoins(r.description) : r.description,
    challenge_id: r.challenge_id === null ? null : Number(r.challenge_id),
    challenge_name: r.challenge_name,
    contest_name: r.contest_name,
    rank: r.rank === null ? null : Number(r.rank),
    points: r.points === null ? null : Number(r.points),
    created_at: (r.at instanceof Date ? r.at : new Date(r.at)).getTime(),
  }));
  return { page, pageSize, hasMore: res.rows.length > pageSize, items };
}
