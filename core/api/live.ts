import { z } from 'zod';
import { defineRoute } from './route';
import { ROUTES } from './routes';

/**
 * The live stream (ADR 017): one Server-Sent-Events response per open page, read with fetch so that it carries
 * the bearer token. The page names its topics; a reconnect sends the last event id it received (Last-Event-ID
 * header) and gets exactly the changes it missed.
 *
 * Events (each `data` is JSON with its `topic`):
 * - `events`    match:<id>  { events: MatchEventDto[] } the feed events stored since the last message
 * - `status`    match:<id>  { status, score, result } the match clock or the score strip moved
 * - `questions` match:<id>  { results: { question_id, status, correct }[] } questions resolved
 * - `room`      room:<id>   RoomLeaderboard: the first page and the viewer's own entries with would_win (no id:
 *                           a state, sent at most once a second per room, and again after every reconnect)
 * - `reset`     —           the log no longer holds what came after the client's last id: fetch the state again
 */
export const LIVE_TOPIC = /^(match|room):[1-9]\d{0,9}$/;
export const MAX_LIVE_TOPICS = 20;

export const liveTopicsSchema = z
  .string()
  .max(MAX_LIVE_TOPICS * 20)
  .transform((s) => [...new Set(s.split(',').filter(Boolean))])
  .pipe(z.array(z.string().regex(LIVE_TOPIC, 'a topic is match:<id> or room:<id>')).min(1).max(MAX_LIVE_TOPICS));

export const liveStreamRoute = defineRoute({
  ...ROUTES.liveStream,
  summary: 'Server-Sent Events of the named topics (match:<id>, room:<id>), from the Last-Event-ID header on',
  query: z.object({ topics: liveTopicsSchema }),
  data: z.never(),
});

export const matchTopic = (matchId: number) => `match:${matchId}`;
export const roomTopic = (roomId: number) => `room:${roomId}`;
