/**
 * Football in the match centre (vocabulary: core/rules/resolution/football.ts). The score is every goal of
 * periods 1–4 (normal and extra time); goals of period 5 are the penalty shoot-out's, kept in their own score.
 * The timeline shows goals (scorer, assist, own goal, penalty), cards, penalties awarded and missed,
 * substitutions and the half-time / full-time whistles; shots, corners, saves, passes, tackles and interceptions
 * are counted in the stats only.
 */
import type { SportPlay } from '../../feeds/events';
import { flag, num, text, type FootballStats, type SportReading, type TimelineEntry } from './playsTypes';

const SHOOTOUT = 5;
const inShootout = (p: SportPlay) => (p.period ?? 1) >= SHOOTOUT;

export const FOOTBALL: SportReading<'football'> = {
  points: (p) => (p.type === 'goal' && !inShootout(p) ? 1 : 0),
  shootoutPoints: (p) => (p.type === 'goal' && inShootout(p) ? 1 : 0),
  inShootout,
  entry(p): TimelineEntry | null {
    const d = p.detail ?? {};
    switch (p.type) {
      case 'goal':
        return { type: 'goal', scorer: text(p.player), assist: text(d.assist), ownGoal: flag(d.ownGoal), penalty: flag(d.penalty), kind: null, shootout: inShootout(p) };
      case 'card':
        return { type: 'card', player: text(p.player), color: text(d.color) };
      case 'penalty_awarded':
        return { type: 'penalty_awarded' };
      case 'penalty_missed':
        return { type: 'penalty_missed', player: text(p.player), savedBy: text(d.savedBy) };
      case 'substitution':
        return { type: 'substitution', playerIn: text(p.player), playerOut: text(d.out) };
      case 'half_time':
      case 'full_time':
        return { type: 'period_end', marker: p.type };
      default:
        return null;
    }
  },
  emptyStats: (): FootballStats => ({
    goals: 0,
    shotsOnTarget: 0,
    corners: 0,
    yellowCards: 0,
    redCards: 0,
    penaltiesAwarded: 0,
    saves: 0,
    passes: 0,
    tackles: 0,
    interceptions: 0,
  }),
  count(s, p) {
    switch (p.type) {
      case 'goal':
        if (!inShootout(p)) s.goals += 1;
        break;
      case 'shot_on_target':
        s.shotsOnTarget += 1;
        break;
      case 'corner':
        s.corners += 1;
        break;
      case 'card':
        if (p.detail?.color === 'yellow') s.yellowCards += 1;
        if (p.detail?.color === 'red') s.redCards += 1;
        break;
      case 'penalty_awarded':
        s.penaltiesAwarded += 1;
        break;
      case 'save':
        s.saves += 1;
        break;
      case 'passes':
        s.passes += num(p.value);
        break;
      case 'tackle':
        s.tackles += 1;
        break;
      case 'interception':
        s.interceptions += 1;
        break;
      default:
        break;
    }
  },
};
