import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../onboarding.css';

const SCENES = [1, 2, 3, 4] as const;

/**
 * The how-to-play "video" (docs/product.md §2 popups: video): a 12-second animated walkthrough drawn in inline SVG
 * and CSS, so it ships with the app and plays offline (no video hosting). Four scenes, each with its
 * caption: pick a challenge → answer → apply a powerup → join a contest. Pausable; with "reduce motion"
 * the scenes stand still side by side.
 */
export function Walkthrough() {
  const { t } = useTranslation('guide');
  const [paused, setPaused] = useState(false);
  const [run, setRun] = useState(0);
  return (
    <figure className={`walkthrough${paused ? ' walkthrough--paused' : ''}`} data-testid="walkthrough">
      <div className="walkthrough__stage" key={run} role="img" aria-label={t('video.description')}>
        {SCENES.map((n) => (
          <div key={n} className={`walkthrough__scene walkthrough__scene--${n}`} data-testid={`walkthrough-scene-${n}`}>
            <Scene n={n} />
            <p className="walkthrough__caption">{t(`video.caption${n}`)}</p>
          </div>
        ))}
      </div>
      <figcaption className="walkthrough__controls">
        <button type="button" className="btn btn--small btn--secondary" aria-pressed={paused} onClick={() => setPaused((p) => !p)} data-testid="walkthrough-pause">
          {paused ? t('video.play') : t('video.pause')}
        </button>
        <button
          type="button"
          className="btn btn--small btn--secondary"
          onClick={() => {
            setPaused(false);
            setRun((r) => r + 1);
          }}
          data-testid="walkthrough-replay"
        >
          {t('video.replay')}
        </button>
      </figcaption>
    </figure>
  );
}

/** One scene of the walkthrough: a phone screen with the moving part of that step. */
function Scene({ n }: { n: (typeof SCENES)[number] }) {
  return (
    <svg viewBox="0 0 160 120" className="walkthrough__svg" aria-hidden="true" focusable="false">
      <rect x="40" y="4" width="80" height="112" rx="10" className="wt-phone" />
      {n === 1 ? (
        <g>
          <rect x="48" y="18" width="64" height="26" rx="4" className="wt-card wt-card--pick" />
          <rect x="48" y="50" width="64" height="26" rx="4" className="wt-card" />
          <rect x="48" y="82" width="64" height="26" rx="4" className="wt-card" />
          <circle cx="100" cy="31" r="6" className="wt-tap" />
        </g>
      ) : n === 2 ? (
        <g>
          <rect x="48" y="16" width="64" height="10" rx="2" className="wt-line" />
          <rect x="48" y="32" width="30" height="14" rx="3" className="wt-option wt-option--chosen" />
          <rect x="82" y="32" width="30" height="14" rx="3" className="wt-option" />
          <rect x="48" y="56" width="64" height="10" rx="2" className="wt-line" />
          <rect x="48" y="72" width="30" height="14" rx="3" className="wt-option" />
          <rect x="82" y="72" width="30" height="14" rx="3" className="wt-option wt-option--chosen2" />
        </g>
      ) : n === 3 ? (
        <g>
          <rect x="48" y="20" width="64" height="30" rx="4" className="wt-card" />
          <g className="wt-powerup">
            <circle cx="80" cy="84" r="14" className="wt-badge" />
            <text x="80" y="89" textAnchor="middle" className="wt-badge-text">
              2x
            </text>
          </g>
        </g>
      ) : (
        <g>
          <rect x="48" y="18" width="64" height="40" rx="4" className="wt-card" />
          <rect x="56" y="66" width="48" height="16" rx="8" className="wt-join" />
          <g className="wt-trophy">
            <path d="M70 92h20v6a10 10 0 0 1-20 0z" className="wt-gold" />
            <rect x="77" y="106" width="6" height="6" className="wt-gold" />
          </g>
        </g>
      )}
    </svg>
  );
}
