import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { draftSummary } from '../../../../core/rules/teamDraft';
import { autoTeam } from '../../../../core/rules/teams';
import { AppHeader } from '../../../app/AppHeader';
import { Page } from '../../../app/Page';
import { useDraftOpen } from '../../../lib/appUpdate';
import { serverNow } from '../../../lib/serverTime';
import { showSnackbar } from '../../../lib/snackbar';
import { Pitch } from '../components/Pitch';
import { NoTeamChallenge, ScreenState } from '../components/ScreenState';
import { TeamOutcomeNotices } from '../components/TeamOutcomeNotices';
import { TimeUpModal } from '../components/TimeUpModal';
import { sectionPath, useChallengeIdParam } from '../params';
import { putWorkingTeam } from '../store';
import { formatCredits, roleName, ruleText, sideName } from '../text';
import { draftLocked, useDraftChallenge } from '../useDraftChallenge';
import { otherTeams } from '../useTeamEditor';
import '../teams.css';

/** A fresh seed per visit and per 'another team': the same seed gives the same team (core's autoTeam is seeded). */
const newSeed = () => `${Date.now()}:${Math.random()}`;

/**
 * /autoteamselection?challenge_id=…: core's autoTeam builds a team that is always valid, within the credits and
 * different from the player's other teams, and this says briefly what it did (size, credits, roles, sides, leaders).
 * The player can take it to create team to change it (then captain and save as usual), or ask for another.
 */
export default function AutoTeamScreen() {
  const challengeId = useChallengeIdParam();
  const { t } = useTranslation(['teams', 'common']);
  if (challengeId === null) {
    return (
      <Page className="teams">
        <AppHeader title={t('common:screens.autoTeamSelection')} subtitle={t('teams:header.pickTeam')} back="/new" />
        <NoTeamChallenge />
      </Page>
    );
  }
  return <AutoTeam key={challengeId} challengeId={challengeId} />;
}

function AutoTeam({ challengeId }: { challengeId: number }) {
  const { t } = useTranslation(['teams', 'common']);
  const navigate = useNavigate();
  const draft = useDraftChallenge(challengeId);
  const { rules, pool, rows, byId, challenge, sport, squad } = draft;
  const [seed, setSeed] = useState(newSeed);
  const [timeUpSeen, setTimeUpSeen] = useState(false);
  useDraftOpen();

  const result = useMemo(() => (rules && rows && pool.length > 0 ? autoTeam(pool, rules, otherTeams(rows, null), seed) : null), [rules, rows, pool, seed]);
  const team = result?.ok ? result.value : null;
  const summary = rules && team ? draftSummary(rules, pool, team.players) : null;
  const locked = draftLocked(squad, challenge, serverNow());

  const takeTeam = async (to: 'createteam' | 'choosecaptain') => {
    if (!team || !draft.userId) return;
    // the auto team becomes the new team being made: create team and choose captain pick it up from the device
    await putWorkingTeam({ userId: draft.userId, challengeId, teamId: null, draftNum: null, players: [...team.players], captain: team.captain, viceCaptain: team.viceCaptain }, serverNow());
    navigate(`/${to}?challenge_id=${challengeId}`);
  };

  const name = (id: string) => byId.get(id)?.name ?? id;
  return (
    <Page className="teams teams--with-footer" data-testid="auto-team">
      <AppHeader title={challenge?.challenge_name ?? t('common:screens.autoTeamSelection')} subtitle={t('teams:header.pickTeam')} back={sectionPath(challengeId)} />
      <TeamOutcomeNotices userId={draft.userId} />
      <ScreenState load={draft.load} retry={draft.retry} />
      {result && !result.ok ? (
        <p className="teams__hint" data-testid="auto-refused">
          {ruleText(t, result.error, sport)}
        </p>
      ) : null}
      {rules && team && summary ? (
        <>
          <section className="auto-explain" data-testid="auto-explain" aria-labelledby="auto-title">
            <h2 id="auto-title" className="section-title">
              {t('teams:auto.title')}
            </h2>
            <ul>
              <li>{t('teams:auto.size', { size: rules.size, credits: formatCredits(summary.creditsUsedTenths), cap: formatCredits(rules.creditCapTenths) })}</li>
              <li>
                {t('teams:auto.roles', {
                  roles: rules.roles.map((r) => `${summary.perRole[r.role] ?? 0} ${roleName(t, rules.sport, r.role)}`).join(', '),
                })}
              </li>
              <li>
                {t('teams:auto.sides', {
                  sides: Object.entries(summary.perSide)
                    .map(([s, n]) => `${n} ${sideName(t, challenge, Number(s))}`)
                    .join(', '),
                  max: rules.maxFromOneSide,
                })}
              </li>
              <li>{t('teams:auto.leaders', { captain: name(team.captain), viceCaptain: name(team.viceCaptain) })}</li>
              <li>{t('teams:auto.different', { count: rows?.length ?? 0 })}</li>
            </ul>
          </section>
          <Pitch
            rules={rules}
            challenge={challenge}
            captain={team.captain}
            viceCaptain={team.viceCaptain}
            showPoints={false}
            players={team.players.flatMap((id) => {
              const p = byId.get(id);
              return p ? [{ id, name: p.name, role: p.role, party: p.party, creditsTenths: p.credits_tenths, points: p.points }] : [];
            })}
          />
          <footer className="teams__footer teams__footer--three">
            <button type="button" className="btn btn--small" onClick={() => setSeed(newSeed())} data-testid="auto-again">
              {t('teams:auto.again')}
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => void takeTeam('createteam').catch(() => showSnackbar(t('common:storageFull'), 'error'))} data-testid="auto-edit">
              {t('teams:auto.edit')}
            </button>
            <button type="button" className="btn btn--primary" onClick={() => void takeTeam('choosecaptain').catch(() => showSnackbar(t('common:storageFull'), 'error'))} data-testid="auto-use">
              {t('teams:auto.use')}
            </button>
          </footer>
        </>
      ) : null}
      {locked && draft.load.status === 'ready' && !timeUpSeen ? (
        <TimeUpModal
          onClose={() => {
            setTimeUpSeen(true);
            navigate(sectionPath(challengeId));
          }}
        />
      ) : null}
    </Page>
  );
}
