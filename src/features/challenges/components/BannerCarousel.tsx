import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Banner } from '../../../../core/api/challenges';
import { setPopup } from '../../../lib/appState';

/** docs/product.md §2/§9: autoplay every 6000 ms, 500 ms transition. */
export const BANNER_AUTOPLAY_MS = 6000;
export const BANNER_TRANSITION_MS = 500;
const SWIPE_PX = 40;

const HOW_TO_PLAY = new Set(['howToPlay', 'howToPlayNew']);

/**
 * The home banner carousel. Without server slides (first offline start) it
 * shows the built-in how-to-play banner, the one banner the spec lists.
 */
export function BannerCarousel({ slides }: { slides: Banner[] }) {
  const { t } = useTranslation('challenges');
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const startX = useRef<number | null>(null);
  const swiped = useRef(false);
  const count = Math.max(1, slides.length);
  const current = index % count;

  useEffect(() => {
    if (count < 2) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % count), BANNER_AUTOPLAY_MS);
    return () => clearInterval(id);
  }, [count, current]); // a swipe restarts the autoplay wait

  const open = (b: Banner | null) => {
    if (swiped.current) return;
    if (!b || !b.target || HOW_TO_PLAY.has(b.target)) setPopup('howToPlay', true);
    // the named-target table is loaded only when a banner leads somewhere else (it is not part of home's bundle)
    else void import('../../../app/targets').then(({ targetPath }) => navigate(targetPath(b.target!)));
  };

  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      onPointerDown={(e) => {
        startX.current = e.clientX;
        swiped.current = false;
      }}
      onPointerUp={(e) => {
        if (startX.current === null) return;
        const dx = e.clientX - startX.current;
        startX.current = null;
        if (Math.abs(dx) < SWIPE_PX || count < 2) return;
        swiped.current = true;
        setIndex((i) => (i + (dx < 0 ? 1 : count - 1)) % count);
      }}
    >
      <div className="banner-carousel__track" style={{ transform: `translateX(-${current * 100}%)`, transitionDuration: `${BANNER_TRANSITION_MS}ms` }}>
        {slides.length === 0 ? (
          <button type="button" className="banner banner--builtin" data-testid="banner" onClick={() => open(null)}>
            <strong>{t('banner.howToPlay')}</strong>
            <span>{t('banner.howToPlaySub')}</span>
          </button>
        ) : (
          slides.map((b, i) => (
            <button key={b.banner_id} type="button" className="banner" data-testid="banner" aria-hidden={i !== current} tabIndex={i === current ? 0 : -1} onClick={() => open(b)}>
              <img src={b.url} alt={b.banner_name} width={328} height={120} decoding="async" />
            </button>
          ))
        )}
      </div>
      {count > 1 ? (
        <div className="banner-carousel__dots">
          {slides.map((b, i) => (
            <button key={b.banner_id} type="button" className={`dot${i === current ? ' is-active' : ''}`} aria-label={t('banner.slide', { n: i + 1 })} onClick={() => setIndex(i)} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
