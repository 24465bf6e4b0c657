import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Page } from './Page';

describe('Page (the one page gutter)', () => {
  it("renders the screen's <main> with the gutter class, the screen's classes and its data attributes", () => {
    render(
      <Page className="contests" data-testid="contests-screen" data-challenge-id={79639}>
        <p>body</p>
      </Page>,
    );
    const main = screen.getByRole('main');
    expect(main).toBe(screen.getByTestId('contests-screen'));
    expect(main.className).toBe('page contests');
    expect(main.dataset.challengeId).toBe('79639');
    expect(main.textContent).toBe('body');
  });

  it('makes room for the bottom bar when asked', () => {
    render(
      <Page bottomBar>
        <p>home</p>
      </Page>,
    );
    expect(screen.getByRole('main').className).toBe('page page--with-bottom-bar');
  });
});
