/**
 * Kabaddi in the match centre (vocabulary: core/rules/resolution/kabaddi.ts). The score is the sum of the points
 * of raids, tackles, all outs and technical points. The timeline shows raids that scored (a super raid: 3 points
 * or more, PKL's term), tackles (super tackles flagged, with the raider they stopped), all outs, technical points,
 * cards and half time; empty raids and substitutions are counted in the stats only (or left out).
 */
import type { SportPlay } from '../../feeds/events';
import { flag, names, num, text, type KabaddiStats, type SportReading, type TimelineEntry } from './playsTypes';

const SCORING: ReadonlySet<string> = new Set(['raid', 'tackle', 'all_out', 'technical_point']);
const SUPER_RAID = 3;

export const KABADDI: SportReading<'kabaddi'> = {
  points: (p) => (SCORING.has(p.type) ? num(p.value) : 0),
  shootoutPoints: () => 0,
  inShootout: () => false,
  entry(p, prev): TimelineEntry | null {
    const d = p.detail ?? {};
    const points = num(p.value);
    switch (p.type) {
      case 'raid':
        if (points === 0) return null;
        return { type: 'raid', player: text(p.player), points, bonus: num(d.bonus), touched: names(d.touched), doOrDie: flag(d.doOrDie), superRaid: points >= SUPER_RAID };
      case 'tackle': {
        // the simulator (and PKL feeds) put the failed raid right before the tackle that ended it
        const raider = prev?.type === 'raid' && prev.detail?.out === true ? text(prev.player) : null;
        return { type: 'tackle', player: text(p.player), raider, points, superTackle: flag(d.superTackle) };
      }
      case 'all_out':
      case 'technical_point':
        return { type: p.type, points };
      case 'card':
        return { type: 'card', player: text(p.player), color: text(d.color) };
      case 'half_time':
        return { type: 'period_end', marker: 'half_time' };
      default:
        return null;
    }
  },
  emptyStats: (): KabaddiStats => ({
    raidPoints: 0,
    bonusPoints: 0,
    tacklePoints: 0,
    allOutPoints: 0,
    technicalPoints: 0,
    raids: 0,
    successfulRaids: 0,
    emptyRaids: 0,
    raidersTackled: 0,
    superRaids: 0,
    tackles: 0,
    superTackles: 0,
    allOuts: 0,
  }),
  count(s, p: SportPlay) {
    const points = num(p.value);
    switch (p.type) {
      case 'raid':
        s.raids += 1;
        s.raidPoints += points;
        s.bonusPoints += num(p.detail?.bonus);
        if (points > 0) s.successfulRaids += 1;
        if (p.detail?.out === true) s.raidersTackled += 1;
        else if (points === 0) s.emptyRaids += 1;
        if (points >= SUPER_RAID) s.superRaids += 1;
        break;
      case 'tackle':
        s.tackles += 1;
        s.tacklePoints += points;
        if (p.detail?.superTackle === true) s.superTackles += 1;
        break;
      case 'all_out':
        s.allOuts += 1;
        s.allOutPoints += points;
        break;
      case 'technical_point':
        s.technicalPoints += points;
        break;
      default:
        break;
    }
  },
};
