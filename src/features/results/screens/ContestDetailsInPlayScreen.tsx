import { RoomDetails } from './RoomDetails';

/** contestDetailsInPlay (docs/product.md §2): a joined room while its match is live. */
export default function ContestDetailsInPlayScreen() {
  return <RoomDetails variant="inplay" />;
}
