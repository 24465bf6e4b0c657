import { RoomDetails } from './RoomDetails';

/** contestDetailsInPlay (spec §2): a joined room while its match is live. */
export default function ContestDetailsInPlayScreen() {
  return <RoomDetails variant="inplay" />;
}
