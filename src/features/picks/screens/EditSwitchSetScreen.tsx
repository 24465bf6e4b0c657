import { Navigate } from 'react-router-dom';
import { PickSetEditorScreen } from '../components/PickSetEditorScreen';
import { useChallengeId, useDraftNumParam } from '../useChallengeInfo';
import { NoChallenge } from './NoChallenge';

/** /EditSwitchSet?challenge_id=…&draft_num=n: edit saved set S{n}; saving it gives 'Set S{n} is succesfully edited'. */
export default function EditSwitchSetScreen() {
  const challengeId = useChallengeId();
  const draftNum = useDraftNumParam();
  if (challengeId === null) return <NoChallenge />;
  if (draftNum === null) return <Navigate to={`/choosePicks?challenge_id=${challengeId}`} replace />;
  return (
    <PickSetEditorScreen
      key={`${challengeId}:${draftNum}`}
      challengeId={challengeId}
      draftNum={draftNum}
      back={`/choosePicks2?challenge_id=${challengeId}`}
    />
  );
}
