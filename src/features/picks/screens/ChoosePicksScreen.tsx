import { useSearchParams } from 'react-router-dom';
import { PickSetEditorScreen } from '../components/PickSetEditorScreen';
import { useChallengeId } from '../useChallengeInfo';
import { NoChallenge } from './NoChallenge';

/**
 * /choosePicks?challenge_id=…: make a new pick set (works offline for a challenge opened before); with copy_from=n
 * (my sets' "copy to a new set") saved set S{n} is offered first as the set to copy answers from.
 */
export default function ChoosePicksScreen() {
  const challengeId = useChallengeId();
  const [params] = useSearchParams();
  const from = Number(params.get('copy_from'));
  if (challengeId === null) return <NoChallenge />;
  return (
    <PickSetEditorScreen
      key={challengeId}
      challengeId={challengeId}
      draftNum={null}
      back={`/contestsection?challenge_id=${challengeId}`}
      copyFrom={Number.isInteger(from) && from > 0 ? from : null}
    />
  );
}
