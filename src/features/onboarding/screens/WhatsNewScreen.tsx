import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { whatsNewPath } from '../../../../core/api/paths';
import { AppHeader } from '../../../app/AppHeader';
import { InlineError } from '../../../app/InlineError';
import { Page } from '../../../app/Page';
import { targetPath } from '../../../app/targets';
import { call, type ApiFailure } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';

type Item = { id: string; date: string; key: string; target: string | null };

/** What's new (docs/product.md §3 whats-new): the release notes the server lists, in the app's language. */
export default function WhatsNewScreen() {
  const { t } = useTranslation('guide');
  const lang = currentLanguage();
  const [items, setItems] = useState<Item[] | null>(null);
  const [failed, setFailed] = useState<ApiFailure | null>(null);
  const [epoch, setEpoch] = useState(0);
  const title = t('whatsNew.title');
  useEffect(() => {
    document.title = title;
    let live = true;
    setFailed(null);
    // the screen's list: a failure shows inline with a retry (docs/architecture.md, "Errors the player sees")
    void call(whatsNewPath, { handleErrors: true }).then((res) => {
      if (!live) return;
      if (res.ok) setItems(res.data.items);
      else setFailed(res.error);
    });
    return () => {
      live = false;
    };
  }, [title, epoch]);
  const dateFmt = new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', numberingSystem: 'latn', timeZone: 'Asia/Kolkata' });
  return (
    <Page data-testid="whats-new-screen">
      <AppHeader title={title} back="/new" />
      <div className="page__content">
        {failed ? <InlineError error={failed} retry={() => setEpoch((n) => n + 1)} testId="whats-new-error" /> : null}
        {items === null && !failed ? <div className="page-loading" aria-busy="true" /> : null}
        {items && items.length === 0 ? <p className="empty">{t('whatsNew.empty')}</p> : null}
        {(items ?? []).map((i) => (
          <article key={i.id} className="center-card" data-testid="whats-new-item">
            <h2>{t(`whatsNew.items.${i.key}.title`, { defaultValue: i.key })}</h2>
            <p className="muted">{dateFmt.format(new Date(`${i.date}T12:00:00+05:30`))}</p>
            <p>{t(`whatsNew.items.${i.key}.body`, { defaultValue: '' })}</p>
            {i.target ? (
              <Link className="btn btn--small btn--secondary" to={targetPath(i.target)}>
                {t('whatsNew.open')}
              </Link>
            ) : null}
          </article>
        ))}
      </div>
    </Page>
  );
}
