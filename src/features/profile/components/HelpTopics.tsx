import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { InlineError } from '../../../app/InlineError';
import type { ApiFailure } from '../../../lib/http';
import { fetchPlatformHelp } from '../api';

type Help = Extract<Awaited<ReturnType<typeof fetchPlatformHelp>>, { ok: true }>['data'];

/** The topics this app has words for (title and body in profile:help.topics.<key>); others the server may add are skipped. */
const KNOWN = new Set(['howToPlay', 'contestTypes', 'wallet', 'powerups']);

/** A topic's target → the screen that goes further (contest types are explained in place: their screen needs a challenge). */
const TARGET_PATHS: Record<string, string> = {
  howToPlay: '/howToPlay',
  wallet: '/wallet',
  hostWallet: '/wallet',
  powerUpBank: '/powerUpBank',
};

/**
 * The Help tab's topics (/profile is the footer's help, docs/product.md §2), from GET /v1/platform/help: each a title
 * that opens its text and, where there is one, a link to its screen; then who to contact (the launcher for its
 * players, PickXI support otherwise). Loading shows a busy line; a failure is inline with a retry
 * (docs/architecture.md, "Errors the player sees").
 */
export function HelpTopics() {
  const { t } = useTranslation('profile');
  const [help, setHelp] = useState<Help | null | { error: ApiFailure }>(null);
  const [epoch, setEpoch] = useState(0);
  const [open, setOpen] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setHelp(null);
    void fetchPlatformHelp().then((res) => {
      if (live) setHelp(res.ok ? res.data : { error: res.error });
    });
    return () => {
      live = false;
    };
  }, [epoch]);

  return (
    <section className="help-topics" aria-labelledby="help-title" data-testid="help-topics">
      <h2 id="help-title" className="section-title">
        {t('help.title')}
      </h2>
      {help === null ? (
        <p className="muted" aria-busy="true" data-testid="help-loading">
          {t('common:loading')}
        </p>
      ) : 'error' in help ? (
        <InlineError error={help.error} retry={() => setEpoch((n) => n + 1)} testId="help-error" />
      ) : (
        <>
          <ul className="help-list">
            {help.topics
              .filter((topic) => KNOWN.has(topic.key))
              .map((topic) => {
                const expanded = open === topic.key;
                const host = topic.target === 'hostWallet';
                const path = TARGET_PATHS[topic.target];
                return (
                  <li key={topic.key} className="help-topic" data-testid={`help-topic-${topic.key}`}>
                    <button
                      type="button"
                      className="help-topic__title"
                      aria-expanded={expanded}
                      aria-controls={`help-body-${topic.key}`}
                      onClick={() => setOpen(expanded ? null : topic.key)}
                    >
                      {t(`help.topics.${topic.key}.title`)}
                    </button>
                    {expanded ? (
                      <div id={`help-body-${topic.key}`} className="help-topic__body" data-testid="help-topic-body">
                        <p>{host ? t('help.topics.wallet.hostBody', { name: help.contact.name }) : t(`help.topics.${topic.key}.body`)}</p>
                        {path ? <Link to={path}>{t(`help.open.${topic.target}`)}</Link> : null}
                      </div>
                    ) : null}
                  </li>
                );
              })}
          </ul>
          <p className="muted" data-testid="help-contact">
            {t(help.contact.kind === 'host' ? 'help.contact.host' : 'help.contact.pickxi', { name: help.contact.name })}
          </p>
        </>
      )}
    </section>
  );
}
