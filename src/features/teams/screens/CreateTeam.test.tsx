import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { api } from '../../../lib/http';
import { createApiSend, startOutbox, stopOutbox } from '../../../lib/outbox';
import { resetAppState } from '../../../lib/appState';
import { isDraftOpen } from '../../../lib/appUpdate';
import { authToken, setSession } from '../../../lib/session';
import { closeSnackbar, snackbar } from '../../../lib/snackbar';
import { fakeJwt } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';
import { CHALLENGE_ID, challengeList, squadData, teamDto, XI } from '../test-fixtures';
import { teamServer } from '../test-server';

const CREATE = `/createteam?challenge_id=${CHALLENGE_ID}`;
const snack = () => snackbar.get();
const outboxSend = () => createApiSend(api);

const row = (id: string) => screen.getAllByTestId('player-row').find((r) => r.dataset.playerId === id);

/** Picks players by id ('1-BAT-0'): opens the role's tab, then taps the row's add button. */
async function pick(ids: readonly string[]) {
  await screen.findAllByTestId('role-tab', {}, { timeout: 5000 });
  for (const id of ids) {
    const role = id.split('-')[1];
    fireEvent.click(screen.getAllByTestId('role-tab').find((t) => t.dataset.role === role)!);
    const r = await waitFor(() => {
      const found = row(id);
      if (!found) throw new Error(`no row ${id}`);
      return found;
    });
    fireEvent.click(within(r).getByTestId('pick-toggle'));
  }
}

async function chooseLeaders(captain: string, vice: string) {
  const rows = await screen.findAllByTestId('captain-row', {}, { timeout: 5000 });
  fireEvent.click(within(rows.find((r) => r.dataset.playerId === captain)!).getByTestId('make-captain'));
  fireEvent.click(within(rows.find((r) => r.dataset.playerId === vice)!).getByTestId('make-vice-captain'));
}

describe('create team → choose captain → save', () => {
  beforeEach(async () => {
    await setSession(fakeJwt('7'));
    await db.challengeCache.put({ key: 'challenges:all', list: challengeList(), fetchedAt: Date.now() });
  });
  afterEach(async () => {
    stopOutbox();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    closeSnackbar();
    resetAppState();
    authToken.set(null);
    localStorage.clear();
    await i18next.changeLanguage('en');
    await Promise.all([db.teamDrafts.clear(), db.outbox.clear(), db.squadCache.clear(), db.teamsCache.clear(), db.challengeCache.clear()]);
  });

  it('shows role tabs with counts and min–max, credits left, players per side, and sorts by credits descending', async () => {
    mockApi(teamServer());
    await renderApp(CREATE);
    const tabs = await screen.findAllByTestId('role-tab', {}, { timeout: 5000 });
    expect(tabs.map((t) => t.textContent)).toEqual(['WK (0)Pick 1–4', 'BAT (0)Pick 3–6', 'AR (0)Pick 1–4', 'BOWL (0)Pick 3–6']);
    expect(screen.getByText('pick a team')).toBeTruthy();
    expect(screen.getByTestId('credits-left').textContent).toBe('100');
    fireEvent.click(tabs[1]!);
    // credits descending: the two 10.5-credit batters first (ties by name), then the 8.5s
    await waitFor(() => expect(screen.getAllByTestId('player-row').slice(0, 3).map((r) => r.dataset.playerId)).toEqual(['1-BAT-0', '2-BAT-0', '1-BAT-1']));
    expect(within(row('1-BAT-0')!).getByTestId('player-credits').textContent).toBe('10.5');
    await pick(['1-BAT-0']);
    expect(screen.getByTestId('credits-left').textContent).toBe('89.5');
    expect(screen.getByTestId('players-count').textContent).toBe('1/11');
    expect(screen.getAllByTestId('side-count').map((s) => [s.textContent, s.dataset.count])).toEqual([
      ['BB1', '1'],
      ['KT0', '0'],
    ]);
    expect(screen.getAllByTestId('role-tab')[1]!.textContent).toContain('BAT (1)');
    // sort by selected %
    fireEvent.change(screen.getByTestId('sort-select'), { target: { value: 'selected' } });
    await waitFor(() => expect(screen.getAllByTestId('player-row')[0]!.dataset.playerId).toBe('2-BAT-4'));
    // the team being built is an open draft for the app-update prompt
    expect(isDraftOpen()).toBe(true);
  });

  it('a pick core refuses shows the rule’s translated message and leaves the team as it was', async () => {
    mockApi(teamServer());
    await renderApp(CREATE);
    // six batters, then a seventh: at most 6 (the role by its name)
    await pick(['1-BAT-0', '1-BAT-1', '1-BAT-2', '1-BAT-3', '1-BAT-4', '2-BAT-0', '2-BAT-1']);
    await waitFor(() => expect(snack()?.message).toBe('Pick at most 6 Batters.'));
    expect(snack()?.kind).toBe('error');
    expect(row('2-BAT-1')!.dataset.picked).toBe('false');
    // seven from Bengaluru Blazers, then an eighth
    await pick(['1-WK-0', '1-AR-0']);
    expect(screen.getAllByTestId('side-count')[0]!.dataset.count).toBe('7');
    await pick(['1-BOWL-0']);
    await waitFor(() => expect(snack()?.message).toBe('You can pick at most 7 players from one team.'));
    // and in Hindi
    await act(async () => {
      await i18next.changeLanguage('hi');
    });
    await pick(['1-BOWL-1']);
    await waitFor(() => expect(snack()?.message).toBe(i18next.t('teams:errors.TEAM_SIDE_TOO_MANY', { max: 7 })));
    expect(snack()?.message).not.toContain('You can');
  });

  it('Next with fewer players than the team size says so', async () => {
    mockApi(teamServer());
    const app = await renderApp(CREATE);
    await pick(['1-BAT-0']);
    fireEvent.click(screen.getByTestId('next'));
    await waitFor(() => expect(snack()?.message).toBe('Pick exactly 11 players.'));
    expect(app.location()).toBe(CREATE);
  });

  it('captain ×2 and vice-captain ×1.5 with their shares; saves ONE idempotent request; green created text; back to the team section', async () => {
    const server = teamServer();
    const seen = mockApi(server);
    startOutbox({ send: outboxSend(), getUserId: () => '7', locks: null });
    const app = await renderApp(CREATE);
    await pick(XI);
    fireEvent.click(screen.getByTestId('next'));
    await waitFor(() => expect(app.location()).toBe(`/choosecaptain?challenge_id=${CHALLENGE_ID}`));
    expect((await screen.findByTestId('captain-explain', {}, { timeout: 5000 })).textContent).toContain('Captain gets 2x points and vice-captain gets 1.5x points');
    const first = (await screen.findAllByTestId('captain-row'))[0]!;
    expect(within(first).getByTestId('captain-percent').textContent).toMatch(/^\d+%$/);
    // no vice-captain yet: core's rule, translated
    const rows = screen.getAllByTestId('captain-row');
    fireEvent.click(within(rows.find((r) => r.dataset.playerId === XI[1])!).getByTestId('make-captain'));
    fireEvent.click(screen.getByTestId('save-team'));
    await waitFor(() => expect(snack()?.message).toBe('Choose a vice-captain from your team.'));
    // the captain cannot also be the vice-captain: choosing him frees the captaincy
    fireEvent.click(within(rows.find((r) => r.dataset.playerId === XI[1])!).getByTestId('make-vice-captain'));
    expect(within(rows.find((r) => r.dataset.playerId === XI[1])!).getByTestId('make-captain').getAttribute('aria-pressed')).toBe('false');
    await chooseLeaders(XI[1]!, XI[7]!);
    fireEvent.click(screen.getByTestId('save-team'));
    await waitFor(() => expect(snack()?.message).toBe('Team T1 Created Successfully! Now use it to join a contest'), { timeout: 5000 });
    expect(snack()?.kind).toBe('success');
    const saves = seen.filter((r) => r.path === '/api/v1/f2p/game/draft/saveTeam');
    expect(saves).toHaveLength(1);
    expect(saves[0]!.search).toBe(`?challenge_id=${CHALLENGE_ID}&match_id=0&team_id=0`);
    expect(saves[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(saves[0]!.body).toEqual({ team: { players: XI, captain: XI[1], vice_captain: XI[7] } });
    // docs/product.md §4: a save resets the join guide
    await waitFor(() => expect(seen.some((r) => r.path === '/api/f2p/v1/utils/joinGuide' && (r.body as { step: number }).step === 0)).toBe(true));
    expect(app.location()).toBe(`/home?challenge_id=${CHALLENGE_ID}`);
    await waitFor(() => expect(screen.getAllByTestId('team-card').map((c) => c.dataset.label)).toEqual(['T1']), { timeout: 5000 });
  });

  it('editing T1: starts from the saved team, sends its team_id, and says "Team T1 is successfully edited"', async () => {
    const server = teamServer({ teams: [teamDto()] });
    const seen = mockApi(server);
    startOutbox({ send: outboxSend(), getUserId: () => '7', locks: null });
    await db.teamsCache.put({ key: `7:${CHALLENGE_ID}`, userId: '7', challengeId: CHALLENGE_ID, teams: [teamDto()], fetchedAt: 0 });
    const app = await renderApp(`/createteam?challenge_id=${CHALLENGE_ID}&team_id=900`);
    await waitFor(() => expect(screen.getByTestId('players-count').textContent).toBe('11/11'), { timeout: 5000 });
    expect(screen.getByText('Editing T1')).toBeTruthy();
    // swap a bowler
    await pick(['2-BOWL-2', '2-BOWL-3']);
    fireEvent.click(screen.getByTestId('next'));
    await waitFor(() => expect(app.location()).toBe(`/choosecaptain?challenge_id=${CHALLENGE_ID}&team_id=900`));
    fireEvent.click(await screen.findByTestId('save-team'));
    await waitFor(() => expect(snack()?.message).toBe('Team T1 is successfully edited'), { timeout: 5000 });
    const save = seen.find((r) => r.path === '/api/v1/f2p/game/draft/saveTeam')!;
    expect(save.search).toBe(`?challenge_id=${CHALLENGE_ID}&match_id=0&team_id=900`);
    expect((save.body as { team: { players: string[] } }).team.players).toContain('2-BOWL-3');
  });

  it('the match went live before the save arrived: the time-up modal once, the team kept as not submitted, never retried', async () => {
    let calls = 0;
    mockApi(
      teamServer({
        save: () => {
          calls++;
          return { status: 409, body: { status: 409, code: 'TEAM_MATCH_LIVE', message: 'Match is live. You cannot edit or create a team.', data: { key: 'teams:errors.TEAM_MATCH_LIVE' } } };
        },
      }),
    );
    const outbox = startOutbox({ send: outboxSend(), getUserId: () => '7', locks: null });
    await renderApp(CREATE);
    await pick(XI);
    fireEvent.click(screen.getByTestId('next'));
    await chooseLeaders(XI[1]!, XI[7]!);
    fireEvent.click(screen.getByTestId('save-team'));
    const modal = await screen.findByTestId('team-time-up-modal', {}, { timeout: 5000 });
    expect(within(modal).getByText('Oops Time is Up!')).toBeTruthy();
    expect(within(modal).getByText('Match is live. You cannot edit or create a team.')).toBeTruthy();
    await act(async () => {
      await outbox.retryNow();
      await outbox.whenIdle();
    });
    expect(calls).toBe(1);
    fireEvent.click(within(modal).getByTestId('team-time-up-ok'));
    await waitFor(() => expect(screen.queryByTestId('team-time-up-modal')).toBeNull());
    const card = await screen.findByTestId('team-card', {}, { timeout: 5000 });
    expect(card.dataset.status).toBe('rejected');
    expect(within(card).getByTestId('team-status').textContent).toBe('Not submitted');
    const kept = await db.teamDrafts.toArray();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ state: 'rejected', announced: true });
    // shown once: reopening a team screen does not bring the modal back
    expect(screen.queryByTestId('team-time-up-modal')).toBeNull();
  });

  it('a refusal without an envelope gives the browser alert "something went wrong"', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    mockApi(teamServer({ save: () => ({ status: 400 }) }));
    startOutbox({ send: outboxSend(), getUserId: () => '7', locks: null });
    await renderApp(CREATE);
    await pick(XI);
    fireEvent.click(screen.getByTestId('next'));
    await chooseLeaders(XI[1]!, XI[7]!);
    fireEvent.click(screen.getByTestId('save-team'));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('something went wrong'), { timeout: 5000 });
  });

  it('a rule refusal shows the server’s message in red as it comes, not an app text, and no alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    // a message no locale file holds: what the player reads is the server's, word for word
    const serverText = 'Your team T3 already has exactly these players and leaders (server check 7Q).';
    mockApi(teamServer({ save: () => ({ status: 422, body: { status: 422, code: 'TEAM_DUPLICATE', message: serverText, data: { key: 'teams:errors.TEAM_DUPLICATE' } } }) }));
    startOutbox({ send: outboxSend(), getUserId: () => '7', locks: null });
    await renderApp(CREATE);
    await pick(XI);
    fireEvent.click(screen.getByTestId('next'));
    await chooseLeaders(XI[1]!, XI[7]!);
    fireEvent.click(screen.getByTestId('save-team'));
    await waitFor(() => expect(snack()?.message).toBe(serverText), { timeout: 5000 });
    expect(snack()?.kind).toBe('error');
    expect(alert).not.toHaveBeenCalled();
    expect(screen.queryByTestId('team-time-up-modal')).toBeNull();
    // the refused team stays listed as not submitted, with the same words
    const card = await screen.findByTestId('team-card', {}, { timeout: 5000 });
    expect(card.dataset.status).toBe('rejected');
    expect(within(card).getByTestId('team-error').textContent).toBe(serverText);
  });

  it('a live-match refusal recognised by the spec’s text opens the time-up modal, not a red message', async () => {
    mockApi(teamServer({ save: () => ({ status: 409, body: { status: 409, code: 'CONFLICT', message: 'Match is live. You cannot edit or create a team.' } }) }));
    startOutbox({ send: outboxSend(), getUserId: () => '7', locks: null });
    await renderApp(CREATE);
    await pick(XI);
    fireEvent.click(screen.getByTestId('next'));
    await chooseLeaders(XI[1]!, XI[7]!);
    fireEvent.click(screen.getByTestId('save-team'));
    const modal = await screen.findByTestId('team-time-up-modal', {}, { timeout: 5000 });
    expect(within(modal).getByText('Oops Time is Up!')).toBeTruthy();
    expect(snack()?.kind).not.toBe('error');
  });

  it('a non-200 reply that is not a refusal of the team (404 with an envelope) gives the browser alert, not the server’s text', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    mockApi(teamServer({ save: () => ({ status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Challenge not found' } }) }));
    startOutbox({ send: outboxSend(), getUserId: () => '7', locks: null });
    await renderApp(CREATE);
    await pick(XI);
    fireEvent.click(screen.getByTestId('next'));
    await chooseLeaders(XI[1]!, XI[7]!);
    fireEvent.click(screen.getByTestId('save-team'));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('something went wrong'), { timeout: 5000 });
    expect(alert).toHaveBeenCalledTimes(1);
    expect(snack()?.message).not.toBe('Challenge not found');
    expect(screen.queryByTestId('team-time-up-modal')).toBeNull();
  });

  it('retryable failures (503, 429, no reply) are retried silently: no alert, no red message, then the green text once saved', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const server = teamServer();
    const replies: Array<() => ReturnType<typeof server>> = [
      () => ({ status: 503, body: { status: 503, code: 'INTERNAL', message: 'Service unavailable' } }),
      () => ({ status: 429, body: { status: 429, code: 'RATE_LIMITED', message: 'Too many requests. Try again in 1 s' } }),
      () => 'network-error',
    ];
    const keys: Array<string | null> = [];
    mockApi((req) => {
      if (req.path !== '/api/v1/f2p/game/draft/saveTeam') return server(req);
      keys.push(req.headers.get('idempotency-key'));
      const next = replies.shift();
      return next ? next() : server(req);
    });
    const outbox = startOutbox({ send: outboxSend(), getUserId: () => '7', locks: null });
    await renderApp(CREATE);
    await pick(XI);
    fireEvent.click(screen.getByTestId('next'));
    await chooseLeaders(XI[1]!, XI[7]!);
    fireEvent.click(screen.getByTestId('save-team'));
    await waitFor(() => expect(keys.length).toBeGreaterThanOrEqual(1), { timeout: 5000 });
    for (let i = 0; i < 4 && !server.teams.length; i++) {
      await act(async () => {
        await outbox.retryNow();
        await outbox.whenIdle();
      });
      expect(alert).not.toHaveBeenCalled();
      expect(snack()?.kind).not.toBe('error');
    }
    await waitFor(() => expect(snack()?.message).toBe('Team T1 Created Successfully! Now use it to join a contest'), { timeout: 5000 });
    expect(alert).not.toHaveBeenCalled();
    // four attempts, one Idempotency-Key: one team
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    expect(server.teams).toHaveLength(1);
  });

  it('offline: the stored squad opens, the team is saved on the device, and sent exactly once when the network is back', async () => {
    await db.squadCache.put({ challengeId: CHALLENGE_ID, squad: squadData(), fetchedAt: 0 });
    let online = false;
    const server = teamServer();
    const reached: Array<string | null> = [];
    mockApi((req) => {
      if (!online) return 'network-error';
      if (req.path === '/api/v1/f2p/game/draft/saveTeam') reached.push(req.headers.get('idempotency-key'));
      return server(req);
    });
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const outbox = startOutbox({ send: outboxSend(), getUserId: () => '7', locks: null });
    const app = await renderApp(CREATE);
    expect(await screen.findByTestId('teams-offline', {}, { timeout: 5000 })).toBeTruthy();
    await pick(XI);
    fireEvent.click(screen.getByTestId('next'));
    await chooseLeaders(XI[1]!, XI[7]!);
    fireEvent.click(screen.getByTestId('save-team'));
    await waitFor(() => expect(snack()?.message).toBe('Team saved on this device. It will be sent when you are back online.'), { timeout: 5000 });
    await waitFor(() => expect(app.location()).toBe(`/home?challenge_id=${CHALLENGE_ID}`));
    const card = await screen.findByTestId('team-card', {}, { timeout: 5000 });
    expect(card.dataset.status).toBe('waiting');
    expect(card.dataset.label).toBe('New team');
    expect(await db.outbox.count()).toBe(1);
    // back online
    online = true;
    await act(async () => {
      await outbox.retryNow();
      await outbox.whenIdle();
      await outbox.retryNow();
      await outbox.whenIdle();
    });
    await waitFor(() => expect(snack()?.message).toBe('Team T1 Created Successfully! Now use it to join a contest'), { timeout: 5000 });
    // exactly once, under the key stored with the item before the first attempt
    const [item] = await db.outbox.toArray();
    expect(reached).toEqual([item!.id]);
    expect(item!.state).toBe('done');
    expect(server.teams).toHaveLength(1);
  });

  it('opening create team after the match started shows the time-up modal', async () => {
    mockApi(teamServer({ squad: squadData({ started: true }) }));
    const app = await renderApp(CREATE);
    const modal = await screen.findByTestId('team-time-up-modal', {}, { timeout: 5000 });
    expect(within(modal).getByText('Match is live. You cannot edit or create a team.')).toBeTruthy();
    fireEvent.click(within(modal).getByTestId('team-time-up-ok'));
    await waitFor(() => expect(app.location()).toBe(`/home?challenge_id=${CHALLENGE_ID}`));
  });
});
