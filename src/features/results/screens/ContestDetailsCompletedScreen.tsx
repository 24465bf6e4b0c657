import { RoomDetails } from './RoomDetails';

/** contestDetailsCompleted (docs/product.md §2): a joined room once its match is over: final ranks, prizes, my winnings. */
export default function ContestDetailsCompletedScreen() {
  return <RoomDetails variant="completed" />;
}
