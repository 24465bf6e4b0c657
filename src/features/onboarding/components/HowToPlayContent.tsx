import { useTranslation } from 'react-i18next';
import { useMoneyMode } from '../../../lib/moneyMode';

/** The how-to-play text: prediction and draft (Player Battle) modes, powerups, points, and what fees and prizes are (rupees or coins). */
export function HowToPlayContent() {
  const { t } = useTranslation('onboarding');
  const mode = useMoneyMode();
  return (
    <div className="how-to-play">
      <p>{t('howToPlay.intro')}</p>
      {(['prediction', 'draft'] as const).map((mode) => (
        <section key={mode} className="how-to-play__mode">
          <h3>{t(`howToPlay.${mode}.title`)}</h3>
          <ol>
            <li>{t(`howToPlay.${mode}.step1`)}</li>
            <li>{t(`howToPlay.${mode}.step2`)}</li>
            <li>{t(`howToPlay.${mode}.step3`)}</li>
          </ol>
        </section>
      ))}
      <p className="muted">{t('howToPlay.points')}</p>
      {mode ? (
        <p className="muted" data-testid="how-to-play-money">
          {t(`howToPlay.money.${mode}`)}
        </p>
      ) : null}
    </div>
  );
}
