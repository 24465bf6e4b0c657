import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../lib/db';
import { appState, resetAppState, updateAppState } from '../lib/appState';
import { authToken, setSession } from '../lib/session';
import { clearError, raiseError, resetLoading, pendingCalls, uncaughtError } from '../lib/uiStatus';
import { i18next } from '../lib/i18n';
import { mockApi, ok } from '../testing/mockApi';
import { challengeList, fakeJwt } from '../testing/fixtures';
import { renderApp } from '../testing/renderApp';
import { matchPath } from 'react-router-dom';
import { FEATURE_ROUTES, TARGET_ALIASES } from './FeatureRoutes';
import { backPath, TARGETS, targetPath } from './targets';

function quietServer() {
  return mockApi((req) => {
    if (req.path === '/api/v1/platform/challenges') return ok(challengeList());
    if (req.path === '/api/v4/utils/setLanguage') return ok({ language: (req.body as { language: string }).language });
    if (req.path === '/api/f2p/v1/user/authToken') return ok({ token: fakeJwt('3'), isNewUser: true, nickSuggestions: [] });
    return 'network-error';
  });
}

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearError();
  resetLoading();
  resetAppState();
  authToken.set(null);
  localStorage.clear();
  await i18next.changeLanguage('en');
  await Promise.all([db.challengeCache.clear(), db.settings.clear()]);
});

describe('routes and guard', () => {
  it('no token: guarded routes go to /thankyou (landing)', async () => {
    quietServer();
    const app = await renderApp('/new');
    await waitFor(() => expect(app.location()).toBe('/thankyou'));
    expect(screen.getByTestId('guest-login')).toBeTruthy();
  });

  it('with a token, / goes to /new', async () => {
    await setSession(fakeJwt('1'));
    quietServer();
    const app = await renderApp('/');
    await waitFor(() => expect(app.location()).toBe('/new'));
  });

  it('every route of docs/product.md §2 and every named target is a screen or an alias of one', () => {
    const served = [...FEATURE_ROUTES.map((r) => r.path), ...Object.keys(TARGET_ALIASES), '/', '/thankyou', '/new', '/VerifySocialAccount'];
    const isServed = (path: string) => served.some((pattern) => matchPath({ path: pattern, caseSensitive: false }, path) !== null);
    const topLevel = ['/', '/thankyou', '/new', '/mymatches', '/profile', '/wallet', '/contests', '/choosePicks', '/store', '/home', '/contestsection', '/createteam', '/choosecaptain', '/contestDetail', '/chooseteam', '/editswitchteam', '/autoteamselection', '/preview', '/allstats', '/playerinfo', '/compareComponent', '/rulespage'];
    const targets = Object.keys(TARGETS).map((name) => targetPath(name, name === 'addMoney' ? 100 : undefined));
    expect([...topLevel, ...targets].filter((path) => !isServed(path))).toEqual([]);
  });

  it('an alias target keeps its query: /play?challenge_id=… enters that challenge', async () => {
    await setSession(fakeJwt('1'));
    quietServer();
    const app = await renderApp('/play?challenge_id=79639');
    await waitFor(() => expect(app.location()).toBe('/contestsection?challenge_id=79639'));
  });

  it('the draft routes are real screens (e.g. the rules page of a sport)', async () => {
    await setSession(fakeJwt('1'));
    quietServer();
    await renderApp('/rulespage?sport=kabaddi');
    expect(await screen.findByTestId('rules-page')).toBeTruthy();
  });

  it('unknown routes show the 404 page', async () => {
    quietServer();
    await renderApp('/no/such/page');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('back navigation follows the spec parents', () => {
    expect(backPath('addBankDetails')).toBe('/addOrEditDetails');
    expect(backPath('contestDetailsInPlay')).toBe('/mymatches');
    expect(backPath('powerUpBank')).toBe('/profile');
    expect(backPath('unknown')).toBe('/new');
    expect(targetPath('addMoney', 150)).toBe('/addMoney/150');
  });

  it('the bottom bar shows on home and can be hidden by app state', async () => {
    await setSession(fakeJwt('1'));
    quietServer();
    await renderApp('/new');
    expect(await screen.findByTestId('bottom-bar')).toBeTruthy();
    act(() => updateAppState({ bottomBarHidden: true }));
    expect(screen.queryByTestId('bottom-bar')).toBeNull();
  });
});

describe('landing: guest flow end to end', () => {
  it('play as guest → new-user popups → home after 1 s', async () => {
    quietServer();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const app = await renderApp('/thankyou');
    await act(async () => {
      fireEvent.click(screen.getByTestId('guest-login'));
    });
    await vi.waitFor(() => expect(authToken.get()).not.toBeNull());
    expect(app.location()).toBe('/thankyou');
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    vi.useRealTimers();
    await waitFor(() => expect(app.location()).toBe('/new'));
    expect(await screen.findByTestId('how-to-play-popup')).toBeTruthy();
    fireEvent.click(screen.getByText('Got it'));
    expect(await screen.findByTestId('welcome-popup')).toBeTruthy();
    expect(appState.get()).toMatchObject({ homeTab: 0, myMatchesTab: 'inplay', tooltipStep: 1 });
  });
});

describe('500 error popup', () => {
  it('shows the spec text; Continue clears the error, resets loading and goes home', async () => {
    await setSession(fakeJwt('1'));
    quietServer();
    const app = await renderApp('/rulespage?sport=cricket');
    await screen.findByTestId('rules-page');
    act(() => {
      pendingCalls.set(2);
      raiseError({ info: 'Error' });
    });
    const popup = await screen.findByTestId('error-popup');
    expect(popup.textContent).toContain('500 Error');
    expect(popup.textContent).toContain('Something seems to have gone wrong. If this continues, please contact our support team.');
    fireEvent.click(screen.getByText('Continue'));
    expect(uncaughtError.get()).toBeNull();
    expect(pendingCalls.get()).toBe(0);
    await waitFor(() => expect(app.location()).toBe('/new'));
  });

  it('an uncaught render error opens it', async () => {
    const { ErrorBoundary } = await import('./ErrorBoundary');
    const { render } = await import('@testing-library/react');
    const Boom = () => {
      throw new Error('render failed');
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let crash = true;
    const Maybe = () => (crash ? <Boom /> : <p>recovered</p>);
    const view = render(
      <ErrorBoundary resetKey={0}>
        <Maybe />
      </ErrorBoundary>,
    );
    expect(uncaughtError.get()).toMatchObject({ info: 'Error', detail: 'render failed' });
    expect(view.queryByText('recovered')).toBeNull();
    crash = false;
    view.rerender(
      <ErrorBoundary resetKey={1}>
        <Maybe />
      </ErrorBoundary>,
    );
    expect(view.getByText('recovered')).toBeTruthy();
  });
});

describe('language chooser', () => {
  it('saves Hindi locally, tells the server, switches the UI and returns home', async () => {
    await setSession(fakeJwt('1'));
    const seen = quietServer();
    const app = await renderApp('/language');
    expect(await screen.findByRole('heading', { level: 1, name: 'App language' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('हिन्दी'));
    fireEvent.click(screen.getByTestId('save-language'));
    await waitFor(() => expect(app.location()).toBe('/new'));
    expect(localStorage.getItem('language')).toBe('hi');
    expect((await db.settings.get('language'))?.value).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'एक चैलेंज चुनें' })).toBeTruthy();
    await waitFor(() => expect(seen.some((r) => r.path === '/api/v4/utils/setLanguage' && (r.body as { language: string }).language === 'hi')).toBe(true));
  });
});

describe('app header variants', () => {
  it('shows title, subtitle, a countdown on the server clock, the wallet and a back button', async () => {
    const { AppHeader } = await import('./AppHeader');
    const { MemoryRouter, Routes, Route } = await import('react-router-dom');
    const { render } = await import('@testing-library/react');
    const { initI18n } = await import('../lib/i18n');
    const { setServerOffset } = await import('../lib/serverTime');
    await initI18n();
    setServerOffset(0);
    mockApi(() => ok({ deposit_money: 10, promo_money: 0, winnings_money: 0, components: [] }));
    const view = render(
      <MemoryRouter initialEntries={['/contests']}>
        <Routes>
          <Route path="/contests" element={<AppHeader title="IND vs AUS" subtitle="pick a team" countdownTo={Date.now() + 2 * 86_400_000 + 5000} wallet back="/new" />} />
          <Route path="/new" element={<p>home</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(view.getByRole('heading', { name: 'IND vs AUS' })).toBeTruthy();
    expect(view.getByText('pick a team')).toBeTruthy();
    expect(view.getByTestId('countdown').textContent).toBe('2 days');
    await waitFor(() => expect(view.getByTestId('wallet-balance').textContent).toContain('₹10.00'));
    fireEvent.click(view.getByLabelText('Back'));
    expect(view.getByText('home')).toBeTruthy();
  });
});
