import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { challenge } from '../../../testing/fixtures';
import { ChallengeCard } from './ChallengeCard';

function Where() {
  const loc = useLocation();
  return <p data-testid="where">{`${loc.pathname}${loc.search}`}</p>;
}

async function renderCard(liveMatchId?: number) {
  await initI18n();
  render(
    <MemoryRouter initialEntries={['/new']}>
      <Routes>
        <Route path="/new" element={<ul><ChallengeCard challenge={challenge()} onOpen={() => undefined} liveMatchId={liveMatchId ?? null} /></ul>} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ChallengeCard', () => {
  it('a live single-match challenge links to its match centre', async () => {
    await renderCard(77);
    fireEvent.click(await screen.findByRole('link', { name: 'Match centre' }));
    expect(screen.getByTestId('where').textContent).toBe('/match?match_id=77');
  });

  it('any other card has no match centre link', async () => {
    await renderCard();
    expect(await screen.findByTestId('challenge-card')).toBeTruthy();
    expect(screen.queryByTestId('match-centre-link')).toBeNull();
  });
});
