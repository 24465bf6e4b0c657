import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { displayName } from '../../../../core/rules/profile';
import { InlineError } from '../../../app/InlineError';
import { signOut } from '../../auth/index';
import { useMoneyMode } from '../../../lib/moneyMode';
import { useProfile } from '../useProfile';
import { Avatar } from '../components/Avatar';
import { HelpTopics } from '../components/HelpTopics';
import { ProfilePage } from '../components/ProfilePage';

/**
 * /profile (the footer's help, docs/product.md §2): nickname, photo or avatar, user stats (contests joined,
 * paid contests joined, won), and the way to everything about the player: edit account and profile,
 * wallet, powerup bank, store, refer and earn, responsible play, language, how to play (the page and the
 * step-by-step guide, howToPlayNew), the activity centre, logout.
 * A guest is offered to create an account (keeping their games and wallet). Below: the help topics and who to
 * contact (GET /v1/platform/help, components/HelpTopics.tsx).
 */
export default function ProfileScreen() {
  const { t } = useTranslation('profile');
  const moneyMode = useMoneyMode();
  const [profile, reload] = useProfile();

  return (
    <ProfilePage title={t('common:screens.profile')} testId="screen-profile" bottomBar>
      {profile === null ? (
        <p className="page-loading" aria-busy="true" />
      ) : 'error' in profile ? (
        <InlineError error={profile.error} retry={reload} className="empty" testId="profile-error" />
      ) : (
        <>
          <section className="profile-head">
            <Avatar src={profile.user_photo} nick={displayName(profile.user_id, profile.user_nick)} userId={profile.user_id} />
            <div>
              <h2 className="profile-head__name" data-testid="profile-nick">
                {displayName(profile.user_id, profile.user_nick)}
              </h2>
              {profile.user_nick ? null : (
                <p className="muted" data-testid="profile-guest-hint">
                  {t('guestHint')}
                </p>
              )}
              <p className="muted">{profile.phone ?? t('notVerified')}</p>
            </div>
          </section>
          {profile.is_guest ? (
            <Link to="/createAccount" className="btn btn--primary btn--block" data-testid="profile-create-account">
              {t('createAccount')}
            </Link>
          ) : null}
          <h2 className="section-title">{t('stats.title')}</h2>
          <ul className="profile-stats" data-testid="profile-stats">
            <li>
              <strong>{profile.stats.count_contests_joined}</strong>
              <span>{t('stats.joined')}</span>
            </li>
            <li>
              <strong>{profile.stats.count_paid_contests_joined}</strong>
              <span>{t('stats.paid')}</span>
            </li>
            <li>
              <strong>{profile.stats.count_won}</strong>
              <span>{t('stats.won')}</span>
            </li>
          </ul>
          <nav aria-label={t('common:screens.profile')}>
            <ul className="profile-links">
              <li>
                <Link to="/editAccount" data-testid="link-editAccount">
                  {t('links.editAccount')}
                </Link>
              </li>
              <li>
                <Link to="/wallet">{t('links.wallet')}</Link>
              </li>
              <li>
                <Link to="/powerUpBank">{t('links.powerUpBank')}</Link>
              </li>
              <li>
                <Link to="/store">{t('links.store')}</Link>
              </li>
              <li>
                <Link to="/referral" data-testid="link-referral">
                  {t('links.referral')}
                </Link>
              </li>
              {moneyMode === 'real' ? (
                <li>
                  <Link to="/responsiblePlay" data-testid="link-responsiblePlay">
                    {t('links.responsiblePlay')}
                  </Link>
                </li>
              ) : null}
              <li>
                <Link to="/language">{t('links.language')}</Link>
              </li>
              <li>
                <Link to="/howToPlay">{t('links.howToPlay')}</Link>
              </li>
              <li>
                <Link to="/howToPlayNew" data-testid="link-howToPlayNew">
                  {t('links.howToPlayNew')}
                </Link>
              </li>
              <li>
                <Link to="/activityCentre" data-testid="link-activityCentre">
                  {t('links.activityCentre')}
                </Link>
              </li>
              <li>
                <button type="button" data-testid="profile-logout" onClick={() => void signOut()}>
                  {t('links.logout')}
                </button>
              </li>
            </ul>
          </nav>
        </>
      )}
      {/* the Help tab's topics: their own read, shown whether or not the profile loaded */}
      <HelpTopics />
    </ProfilePage>
  );
}
