/**
 * Hockey in the match centre (vocabulary: core/rules/resolution/hockey.ts). The score is every goal of the four
 * quarters; goals of period 5 are the shoot-out's, kept in their own score. The timeline shows goals (scorer,
 * assist, field / penalty corner / penalty stroke), cards, penalty corners and strokes awarded, quarter ends and
 * the start of a shoot-out; shots, saves, tackles and the rolling substitutions are in the stats only (or left
 * out: a side rolls its bench dozens of times).
 */
import type { SportPlay } from '../../feeds/events';
import { text, type HockeyStats, type SportReading, type TimelineEntry } from './playsTypes';

const SHOOTOUT = 5;
const inShootout = (p: SportPlay) => (p.period ?? 1) >= SHOOTOUT;

export const HOCKEY: SportReading<'hockey'> = {
  points: (p) => (p.type === 'goal' && !inShootout(p) ? 1 : 0),
  shootoutPoints: (p) => (p.type === 'goal' && inShootout(p) ? 1 : 0),
  inShootout: (p) => p.type === 'shootout' || inShootout(p),
  entry(p): TimelineEntry | null {
    const d = p.detail ?? {};
    switch (p.type) {
      case 'goal': {
        const kind = text(d.kind);
        return { type: 'goal', scorer: text(p.player), assist: text(d.assist), ownGoal: false, penalty: kind === 'penalty_stroke', kind, shootout: inShootout(p) };
      }
      case 'card':
        return { type: 'card', player: text(p.player), color: text(d.color) };
      case 'penalty_corner':
      case 'penalty_stroke':
        return { type: p.type };
      case 'quarter_end':
        return { type: 'period_end', marker: 'quarter_end' };
      case 'shootout':
        return { type: 'shootout_start' };
      default:
        return null;
    }
  },
  emptyStats: (): HockeyStats => ({
    goals: 0,
    shotsOnTarget: 0,
    penaltyCorners: 0,
    penaltyStrokes: 0,
    greenCards: 0,
    yellowCards: 0,
    redCards: 0,
    saves: 0,
    tackles: 0,
  }),
  count(s, p) {
    switch (p.type) {
      case 'goal':
        if (!inShootout(p)) s.goals += 1;
        break;
      case 'shot_on_target':
        s.shotsOnTarget += 1;
        break;
      case 'penalty_corner':
        s.penaltyCorners += 1;
        break;
      case 'penalty_stroke':
        s.penaltyStrokes += 1;
        break;
      case 'card':
        if (p.detail?.color === 'green') s.greenCards += 1;
        if (p.detail?.color === 'yellow') s.yellowCards += 1;
        if (p.detail?.color === 'red') s.redCards += 1;
        break;
      case 'save':
        s.saves += 1;
        break;
      case 'tackle':
        s.tackles += 1;
        break;
      default:
        break;
    }
  },
};
