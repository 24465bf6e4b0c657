import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from 'i18next';
import type { PowerupTransferStats } from '../../../../core/rules/powerups';
import { initI18n } from '../../../lib/i18n';
import { closeSnackbar, snackbar } from '../../../lib/snackbar';
import { PowerupBankOverlay } from './PowerupBankOverlay';
import { createTransfer } from '../api';
import { mockApi, ok } from '../../../testing/mockApi';

const stats = (over: Partial<PowerupTransferStats> = {}): PowerupTransferStats => ({
  maxTransferLimit: { '2x': 2, no_negs: 2, player_poll: 2 },
  alreadyTransferred: { '2x': 0, no_negs: 1, player_poll: 0 },
  userBalance: { '2x': 5, no_negs: 5, player_poll: 1 },
  ...over,
});

function renderBank(s: PowerupTransferStats, transfer = vi.fn(async () => ({ stats: s, powerups: { '2x': 5, no_negs: 4, player_poll: 3 } }))) {
  const handlers = { onTransferred: vi.fn(), onStore: vi.fn(), onClose: vi.fn() };
  render(
    <MemoryRouter>
      <PowerupBankOverlay challengeId={79639} roomId={501} stats={s} transfer={transfer} {...handlers} />
    </MemoryRouter>,
  );
  return { transfer, ...handlers };
}
const card = (type: string) => within(screen.getByTestId(`bank-card-${type}`));

describe('powerup bank overlay', () => {
  beforeAll(async () => {
    await initI18n();
    await i18n.loadNamespaces(['powerups', 'picks']);
  });
  afterEach(() => {
    closeSnackbar();
    vi.unstubAllGlobals();
  });

  it('shows the title, three cards with balance and remaining counters, the maximum-limit line; Transfer disabled while nothing is staged', () => {
    renderBank(stats());
    expect(screen.getByRole('heading', { name: 'Powerup Bank' })).toBeTruthy();
    expect(card('2x').getByText('Doubler')).toBeTruthy();
    expect(card('no_negs').getByText('No Negative')).toBeTruthy();
    expect(card('player_poll').getByText('Audience Poll')).toBeTruthy();
    expect(card('2x').getByTestId('bank-balance').textContent).toBe('Balance: 5');
    // caps: 2x min(2-0, 5)=2, no_negs min(2-1, 5)=1, player_poll min(2, 1)=1
    expect(card('2x').getByTestId('bank-remaining').textContent).toBe('2 remaining');
    expect(card('no_negs').getByTestId('bank-remaining').textContent).toBe('1 remaining');
    expect(screen.getByTestId('bank-limit').textContent).toBe('Maximum limit: 2 Doubler, 2 No Negative, 2 Audience Poll');
    expect((screen.getByTestId('bank-transfer') as HTMLButtonElement).disabled).toBe(true);
  });

  it('Add stages up to the cap, then the card shows Max Added in red; Reset clears the staging', () => {
    renderBank(stats());
    fireEvent.click(screen.getByTestId('bank-add-no_negs'));
    const max = card('no_negs').getByTestId('bank-max-added');
    expect(max.textContent).toBe('Max Added');
    expect(max.style.color).toBe('rgb(249, 100, 95)');
    expect((screen.getByTestId('bank-transfer') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('bank-add-2x'));
    expect(card('2x').getByTestId('bank-remaining').textContent).toBe('1 remaining');
    fireEvent.click(screen.getByTestId('bank-reset'));
    expect(card('no_negs').queryByTestId('bank-max-added')).toBeNull();
    expect((screen.getByTestId('bank-transfer') as HTMLButtonElement).disabled).toBe(true);
  });

  it('Transfer sends the staged counts, reports them and closes', async () => {
    const { transfer, onTransferred, onClose } = renderBank(stats());
    fireEvent.click(screen.getByTestId('bank-add-2x'));
    fireEvent.click(screen.getByTestId('bank-add-2x'));
    fireEvent.click(screen.getByTestId('bank-transfer'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(transfer).toHaveBeenCalledWith({ challenge_id: 79639, room_id: 501, add_powerups: { '2x': 2, no_negs: 0, player_poll: 0 } });
    expect(onTransferred).toHaveBeenCalledWith({ '2x': 2, no_negs: 0, player_poll: 0 }, { '2x': 5, no_negs: 4, player_poll: 3 });
    expect(snackbar.get()?.message).toBe('Powerups transferred to the challenge');
  });

  it('a refused transfer shows its localized error and stays open', async () => {
    const transfer = vi.fn(async () => Promise.reject({ kind: 'http', code: 'TRANSFER_LIMIT_EXCEEDED', message: 'x' }));
    const { onClose } = renderBank(stats(), transfer);
    fireEvent.click(screen.getByTestId('bank-add-2x'));
    fireEvent.click(screen.getByTestId('bank-transfer'));
    expect((await screen.findByTestId('bank-error')).textContent).toBe('Maximum transfer limit reached for this challenge');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('an exhausted bank sends the player to the store', () => {
    const { onStore } = renderBank(stats({ userBalance: { '2x': 0, no_negs: 0, player_poll: 0 } }));
    expect(onStore).toHaveBeenCalled();
  });

  it('the close X closes', () => {
    const { onClose } = renderBank(stats());
    fireEvent.click(screen.getByTestId('bank-close'));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('createTransfer', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('sends an Idempotency-Key, keeps it for a retry after a lost reply, and takes a new one after a success', async () => {
    // the client itself retries a keyed request twice (ADR 009): three attempts without a response make a lost reply
    let failures = 3;
    const seen = mockApi(() => {
      if (failures > 0) {
        failures -= 1;
        return 'network-error';
      }
      return ok({ stats: stats(), powerups: { '2x': 3, no_negs: 3, player_poll: 3 } });
    });
    let n = 0;
    const transfer = createTransfer(() => `key-${++n}`);
    const req = { challenge_id: 1, room_id: 2, add_powerups: { '2x': 1, no_negs: 0, player_poll: 0 } };
    await expect(transfer(req)).rejects.toMatchObject({ kind: 'network' });
    await transfer(req);
    await transfer(req);
    expect(seen.map((r) => r.headers.get('idempotency-key'))).toEqual(['key-1', 'key-1', 'key-1', 'key-1', 'key-2']);
    expect(seen[0]?.path).toBe('/api/v3/game/users/transferFromBank');
  });
});
