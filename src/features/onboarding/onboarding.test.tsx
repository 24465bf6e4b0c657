import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appState, resetAppState, updateAppState } from '../../lib/appState';
import { db } from '../../lib/db';
import { initI18n } from '../../lib/i18n';
import { authToken, setSession } from '../../lib/session';
import { mockApi, ok, type SeenRequest } from '../../testing/mockApi';
import { challengeList, fakeJwt } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';
import { TourTip } from './components/TourTip';
import { resetTour } from './index';

const notFound = { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'no' } };

function server(seenOnServer: number[], joined = 0): SeenRequest[] {
  return mockApi((req) => {
    if (req.path === '/api/v4/utils/getUserData') return ok({ onboarding: { seen_steps: seenOnServer, next_step: null }, count_contests_joined: joined });
    if (req.path === '/api/v1/onboarding/tooltips' && req.method === 'POST') return ok({ steps: (req.body as { steps: number[] }).steps });
    if (req.path === '/api/v1/platform/challenges') return ok(challengeList());
    if (req.path === '/api/v3/game/slides') return ok([]);
    return notFound;
  });
}

const posted = (seen: SeenRequest[]) => seen.filter((r) => r.path === '/api/v1/onboarding/tooltips' && r.method === 'POST').map((r) => r.body);

describe('onboarding: the tour runtime, how-to-play and the walkthrough', () => {
  beforeEach(async () => {
    await setSession(fakeJwt('1'));
    await initI18n();
  });
  afterEach(async () => {
    await resetTour();
    vi.unstubAllGlobals();
    resetAppState();
    authToken.set(null);
    localStorage.clear();
    await db.settings.clear();
  });

  it('a reinstall: the server remembers step 1, so the tour resumes at step 2 and the device learns the flag', async () => {
    const seen = server([1]);
    render(
      <>
        <TourTip screen="home" joined={0} />
        <TourTip screen="challenge" />
      </>,
    );
    const tip = await screen.findByTestId('tour-tip-2', {}, { timeout: 5000 });
    expect(screen.queryByTestId('first-game-tooltip')).toBeNull();
    expect(tip.textContent).toContain('Make your picks first');
    expect(tip.textContent).toContain('Step 2 of 5');
    await waitFor(async () => expect((await db.settings.get('tooltip:firstGame'))?.value).toBe(true));

    fireEvent.click(within(tip).getByTestId('tour-next'));
    await waitFor(() => expect(screen.queryByTestId('tour-tip-2')).toBeNull());
    await waitFor(async () => expect((await db.settings.get('tooltip:step2'))?.value).toBe(true));
    await waitFor(() => expect(posted(seen)).toEqual([{ steps: [1, 2] }]));
  });

  it('offline flags reach the server: a step seen only on the device is sent when the tour loads', async () => {
    await db.settings.put({ key: 'tooltip:firstGame', value: true });
    const seen = server([]);
    render(<TourTip screen="home" joined={0} />);
    await waitFor(() => expect(posted(seen)).toEqual([{ steps: [1] }]), { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 1000));
    expect(screen.queryByTestId('first-game-tooltip')).toBeNull();
  });

  it('skip ends the tour: every step stored, nothing shows again', async () => {
    const seen = server([]);
    const view = render(<TourTip screen="home" joined={0} />);
    const tip = await screen.findByTestId('first-game-tooltip', {}, { timeout: 5000 });
    fireEvent.click(within(tip).getByTestId('tour-skip'));
    await waitFor(() => expect(posted(seen)).toEqual([{ steps: [1, 2, 3, 4, 5] }]));
    view.unmount();
    render(<TourTip screen="challenge" />);
    await new Promise((r) => setTimeout(r, 1200));
    expect(screen.queryByTestId('tour-tip-2')).toBeNull();
    expect((await db.settings.get('tooltip:step5'))?.value).toBe(true);
  });

  it('how-to-play opens the walkthrough video; closing it goes on to welcome', async () => {
    server([1, 2, 3, 4, 5]);
    await renderApp('/new');
    act(() => updateAppState((s) => ({ popups: { ...s.popups, howToPlay: true, welcome: true } })));
    const how = await screen.findByTestId('how-to-play-popup', {}, { timeout: 5000 });
    fireEvent.click(within(how).getByTestId('watch-video'));
    const video = await screen.findByTestId('video-popup', {}, { timeout: 5000 });
    expect(within(video).getAllByTestId(/walkthrough-scene-/)).toHaveLength(4);
    const pause = within(video).getByTestId('walkthrough-pause');
    fireEvent.click(pause);
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    expect(within(video).getByTestId('walkthrough').className).toContain('walkthrough--paused');
    fireEvent.click(within(video).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    expect(await screen.findByTestId('welcome-popup')).toBeTruthy();
    expect(appState.get().popups).toMatchObject({ howToPlay: false, video: false, welcome: true });
  });

  it('howToPlayNew walks the steps and ends at home; howToPlay is a real page', async () => {
    server([]);
    const app = await renderApp('/howToPlayNew');
    const step = await screen.findByTestId('how-to-play-step', {}, { timeout: 5000 });
    expect(step.dataset.page).toBe('0');
    for (let i = 1; i < 4; i++) fireEvent.click(screen.getByTestId('how-to-play-next'));
    expect(screen.getByTestId('how-to-play-step').dataset.page).toBe('3');
    fireEvent.click(screen.getByTestId('how-to-play-done'));
    await waitFor(() => expect(app.location()).toBe('/new'));
    app.unmount();
    await renderApp('/howToPlay');
    expect(await screen.findByTestId('how-to-play-screen', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('walkthrough')).toBeTruthy();
  });
});
