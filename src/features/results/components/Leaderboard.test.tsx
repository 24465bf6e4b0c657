import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { displayName } from '../../../../core/rules/profile';
import { i18next, initI18n } from '../../../lib/i18n';
import { board } from '../test-fixtures';
import { Leaderboard } from './Leaderboard';

describe('leaderboard rows', () => {
  beforeAll(async () => {
    await initI18n();
    await i18next.loadNamespaces('results');
  });
  afterAll(() => i18next.changeLanguage('en'));

  const rows = board([
    { user_id: 7, user_nick: 'MeMyself', is_me: true, rank: 1, points: 40 },
    { user_id: 200, user_nick: 'RivalRaj', user_photo: '/avatars/avatar-03.svg', draft_num: 2, rank: 2, points: 30 },
    // a guest, as the server sends it: core's handle
    { user_id: 201, user_nick: displayName(201, null), rank: 3, points: 20 },
    // a row without a name (an older server, a stored copy): the same handle, never '—'
    { user_id: 202, user_nick: '', rank: 4, points: 10 },
  ]);

  it('name every player (a guest by their stable handle) with their picture or a coloured initial', () => {
    const onCompare = vi.fn();
    render(<Leaderboard board={rows} title="Live leaderboard" showPrizes={false} onCompare={onCompare} />);
    expect(screen.getAllByTestId('leaderboard-name').map((n) => n.textContent)).toEqual(['RivalRaj', displayName(201, null), displayName(202, null)]);
    expect(displayName(202, null)).toMatch(/^Player \d{4}$/);
    expect(screen.getByTestId('leaderboard').textContent).not.toContain('—');
    const [me, rival, guest, unnamed] = screen.getAllByTestId('leaderboard-row');
    expect(within(me!).getByText(/You/)).toBeTruthy();
    // a chosen picture is shown; without one, the initial on the player's own colour
    expect(rival!.querySelector('img')?.getAttribute('src')).toBe('/avatars/avatar-03.svg');
    const discs = [guest!, unnamed!].map((r) => r.querySelector('.profile-avatar--initial') as HTMLElement);
    expect(discs.map((d) => d.textContent)).toEqual(['P', 'P']);
    expect(discs[0]!.dataset.hue).not.toBe(discs[1]!.dataset.hue);
    fireEvent.click(screen.getByRole('button', { name: `Compare with ${displayName(202, null)} S1` }));
    expect(onCompare).toHaveBeenCalledWith(expect.objectContaining({ user_id: 202 }));
  });

  it('in Hindi the names stay as they are (Latin script, the handle language-neutral)', async () => {
    await i18next.changeLanguage('hi');
    await i18next.loadNamespaces('results');
    render(<Leaderboard board={rows} title="लीडरबोर्ड" showPrizes={false} onCompare={() => undefined} />);
    expect(screen.getAllByTestId('leaderboard-name').map((n) => n.textContent)).toEqual(['RivalRaj', displayName(201, null), displayName(202, null)]);
  });
});
