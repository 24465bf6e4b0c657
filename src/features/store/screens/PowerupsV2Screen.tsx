import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PowerupsV2Data } from '../../../../core/api/store';
import { POWERUP_TYPES } from '../../../../core/rules/powerups';
import { AppHeader } from '../../../app/AppHeader';
import { InlineError } from '../../../app/InlineError';
import type { ApiFailure } from '../../../lib/http';
import { Page } from '../../../app/Page';
import { currentLanguage } from '../../../lib/i18n';
import { fetchPowerups } from '../api';
import '../store.css';

/**
 * PowerupsV2: the player's powerups per type — in the bank and moved into challenges not finished yet —
 * and which challenges hold them. Back goes to the store.
 */
export default function PowerupsV2Screen() {
  const { t } = useTranslation(['store', 'powerups']);
  const lang = currentLanguage();
  const [data, setData] = useState<PowerupsV2Data | null | { error: ApiFailure }>(null);
  const [epoch, setEpoch] = useState(0);
  const title = t('v2.title');
  useEffect(() => {
    document.title = title;
    let live = true;
    void fetchPowerups().then((res) => live && setData(res.ok ? res.data : { error: res.error }));
    return () => {
      live = false;
    };
  }, [title, epoch]);
  const dateFmt = new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short', numberingSystem: 'latn' });

  return (
    <Page data-testid="powerups-v2-screen">
      <AppHeader title={title} back="/store" />
      <div className="page__content">
        {data === null ? <div className="page-loading" aria-busy="true" /> : null}
        {data && 'error' in data ? <InlineError error={data.error} retry={() => setEpoch((n) => n + 1)} testId="powerups-v2-error" /> : null}
        {data && !('error' in data) ? (
          <>
            <table className="store-table" data-testid="powerups-v2-table">
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">{t('powerups:title')}</span>
                  </th>
                  <th scope="col">{t('v2.bank')}</th>
                  <th scope="col">{t('v2.inChallenges')}</th>
                  <th scope="col">{t('v2.total')}</th>
                </tr>
              </thead>
              <tbody>
                {POWERUP_TYPES.map((type) => (
                  <tr key={type} data-testid={`powerups-v2-${type}`}>
                    <th scope="row">{t(`powerups:names.${type}`)}</th>
                    <td>{data.bank[type]}</td>
                    <td>{data.in_challenges[type]}</td>
                    <td>{data.bank[type] + data.in_challenges[type]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="muted">{t('v2.free')}</p>
            <h2 className="section-title">{t('v2.challenges')}</h2>
            {data.challenges.length === 0 ? <p className="empty">{t('v2.noChallenges')}</p> : null}
            <ul className="store-list">
              {data.challenges.map((c) => (
                <li key={c.challenge_id}>
                  <div>
                    <div>{c.challenge_name}</div>
                    <div className="muted">{dateFmt.format(c.start_time)}</div>
                  </div>
                  <span>
                    {POWERUP_TYPES.filter((type) => c.powerups[type] > 0)
                      .map((type) => t('contents', { count: c.powerups[type], name: t(`powerups:names.${type}`) }))
                      .join(', ')}
                  </span>
                </li>
              ))}
            </ul>
            <Link className="btn btn--primary btn--block" to="/store">
              {t('title')}
            </Link>
          </>
        ) : null}
      </div>
    </Page>
  );
}
