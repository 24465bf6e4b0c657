import { PickSetEditorScreen } from '../components/PickSetEditorScreen';
import { useChallengeId } from '../useChallengeInfo';
import { NoChallenge } from './NoChallenge';

/** /choosePicks?challenge_id=…: make a new pick set (works offline for a challenge opened before). */
export default function ChoosePicksScreen() {
  const challengeId = useChallengeId();
  if (challengeId === null) return <NoChallenge />;
  return <PickSetEditorScreen key={challengeId} challengeId={challengeId} draftNum={null} back={`/contestsection?challenge_id=${challengeId}`} />;
}
