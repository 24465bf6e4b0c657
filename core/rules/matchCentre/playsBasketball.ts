/**
 * Basketball in the match centre (vocabulary: core/rules/resolution/basketball.ts). The score is the sum of the
 * baskets' values (overtime included). The timeline shows every basket (value, scorer, assist) and the ends of
 * quarters and overtimes; rebounds, steals, blocks, turnovers and substitutions are counted in the stats only.
 */
import { flag, num, text, type BasketballStats, type SportReading, type TimelineEntry } from './playsTypes';

export const BASKETBALL: SportReading<'basketball'> = {
  points: (p) => (p.type === 'basket' ? num(p.value) : 0),
  // period 5 and on are overtimes, not a shoot-out
  shootoutPoints: () => 0,
  inShootout: () => false,
  entry(p): TimelineEntry | null {
    if (p.type === 'basket') return { type: 'basket', player: text(p.player), points: num(p.value), assist: text(p.detail?.assist) };
    if (p.type === 'quarter_end') return { type: 'period_end', marker: 'quarter_end' };
    return null;
  },
  emptyStats: (): BasketballStats => ({
    points: 0,
    freeThrows: 0,
    twoPointers: 0,
    threePointers: 0,
    assists: 0,
    rebounds: 0,
    offensiveRebounds: 0,
    steals: 0,
    blocks: 0,
    turnovers: 0,
  }),
  count(s, p) {
    switch (p.type) {
      case 'basket': {
        const v = num(p.value);
        s.points += v;
        if (v === 1) s.freeThrows += 1;
        if (v === 2) s.twoPointers += 1;
        if (v === 3) s.threePointers += 1;
        if (text(p.detail?.assist)) s.assists += 1;
        break;
      }
      case 'rebound':
        s.rebounds += 1;
        if (flag(p.detail?.offensive)) s.offensiveRebounds += 1;
        break;
      case 'steal':
        s.steals += 1;
        break;
      case 'block':
        s.blocks += 1;
        break;
      case 'turnover':
        s.turnovers += 1;
        break;
      default:
        break;
    }
  },
};
