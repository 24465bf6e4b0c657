import { demoRef } from '../../feeds/sim/seeded';
import type {
  ChallengeStatus,
  NewBanner,
  NewChallenge,
  NewChallengeMatch,
  NewMatch,
  NewMatchParty,
  NewSport,
  NewTournament,
} from '../schema/challenges';

/**
 * The demo catalogue: eight sports, their tournaments, matches with crests and
 * the challenges built on them, all placed relative to `now` so a fresh start
 * always shows a countdown in h:m:s (the first challenge opens ~40 minutes
 * ahead) and in days (the later ones), a few announced 'Upcoming games', a
 * challenge already in play, and one sport (badminton) with nothing open so
 * the home screen's empty message can be seen. Every seeded match is played by
 * the match simulator (FEED=sim) at its time, so each of them goes live,
 * resolves, ranks and settles like the feed's own.
 *
 * Pure: no database. `seedDemo` inserts exactly these rows.
 */
export interface DemoSeed {
  sports: NewSport[];
  tournaments: NewTournament[];
  matches: NewMatch[];
  matchParties: NewMatchParty[];
  challenges: NewChallenge[];
  challengeMatches: NewChallengeMatch[];
  banners: NewBanner[];
}

const MINUTE = 60_000;

/** ₹ whole rupees → paise (seed literals read like the card: 10_00_000 = ₹10,00,000) */
const rupees = (r: number) => r * 100;

const SPORTS = [
  { sportsId: 1, name: 'Cricket', slug: 'cricket' },
  { sportsId: 2, name: 'Football', slug: 'football' },
  { sportsId: 3, name: 'Kabaddi', slug: 'kabaddi' },
  { sportsId: 4, name: 'Hockey', slug: 'hockey' },
  { sportsId: 5, name: 'Tennis', slug: 'tennis' },
  { sportsId: 6, name: 'Badminton', slug: 'badminton' },
  { sportsId: 7, name: 'Basketball', slug: 'basketball' },
  { sportsId: 8, name: 'Formula One', slug: 'formula-one' },
] as const;

export const BADMINTON_SPORTS_ID = 6;

const TOURNAMENTS: NewTournament[] = [
  { tournamentId: 101, name: 'Indian T20 League', sportsId: 1 },
  { tournamentId: 201, name: 'Indian Football Super League', sportsId: 2 },
  { tournamentId: 301, name: 'Pro Kabaddi Championship', sportsId: 3 },
  { tournamentId: 401, name: 'Hockey Nations Cup', sportsId: 4 },
  { tournamentId: 501, name: 'Hard Court Open', sportsId: 5 },
  { tournamentId: 601, name: 'Asia Badminton Open', sportsId: 6 },
  { tournamentId: 701, name: 'Indian Basketball League', sportsId: 7 },
  { tournamentId: 801, name: 'Formula World Championship', sportsId: 8 },
];

/** Crest / portrait files in public/img/teams/<slug>.svg */
const PARTIES = {
  mumbaiMariners: ['Mumbai Mariners', 'mumbai-mariners'],
  chennaiChargers: ['Chennai Chargers', 'chennai-chargers'],
  bengaluruBlazers: ['Bengaluru Blazers', 'bengaluru-blazers'],
  kolkataTigers: ['Kolkata Tigers', 'kolkata-tigers'],
  delhiFalcons: ['Delhi Falcons', 'delhi-falcons'],
  hyderabadHawks: ['Hyderabad Hawks', 'hyderabad-hawks'],
  jaipurJaguars: ['Jaipur Jaguars', 'jaipur-jaguars'],
  punjabPanthers: ['Punjab Panthers', 'punjab-panthers'],
  india: ['India', 'india'],
  belgium: ['Belgium', 'belgium'],
  goaGulls: ['Goa Gulls', 'goa-gulls'],
  keralaCobras: ['Kerala Cobras', 'kerala-cobras'],
  mumbaiMeteors: ['Mumbai Meteors', 'mumbai-meteors'],
  bengalBisons: ['Bengal Bisons', 'bengal-bisons'],
  patnaPythons: ['Patna Pythons', 'patna-pythons'],
  punePumas: ['Pune Pumas', 'pune-pumas'],
  chennaiCyclones: ['Chennai Cyclones', 'chennai-cyclones'],
  mumbaiMavericks: ['Mumbai Mavericks', 'mumbai-mavericks'],
  rohanMehra: ['Rohan Mehra', 'rohan-mehra'],
  leoMartin: ['Leo Martin', 'leo-martin'],
  grandPrixIndia: ['Grand Prix of India', 'grand-prix-india'],
  priyaRao: ['Priya Rao', 'priya-rao'],
  meiLin: ['Mei Lin', 'mei-lin'],
} as const satisfies Record<string, readonly [string, string]>;
type PartyKey = keyof typeof PARTIES;

export const teamImageUrl = (slug: string) => `/img/teams/${slug}.svg`;
export const sportImageUrl = (slug: string, selected: boolean) =>
  `/img/sports/${slug}${selected ? '' : '-off'}.svg`;
export const HOW_TO_PLAY_BANNER_URL = '/img/banners/how-to-play.svg';

interface MatchPlan {
  matchId: number;
  tournamentId: number;
  /** minutes from now */
  startsIn: number;
  parties: PartyKey[];
}

interface ChallengePlan {
  challengeId: number;
  name: string;
  gameMode: 'prediction' | 'nostra11';
  sportsId: number;
  prizeRupees: number;
  status: ChallengeStatus;
  featured?: boolean;
  lineupAnnounced?: boolean;
  /** single-party events (a race, one player's match) show one big image */
  singleParty?: PartyKey;
  matches: MatchPlan[];
}

/** The spec's fallback challenge id (docs/product.md §4, §9) is a real demo challenge. */
export const FALLBACK_CHALLENGE_ID = 79639;

const PLANS: ChallengePlan[] = [
  {
    challengeId: 79638,
    name: 'Kolkata Tigers vs Punjab Panthers',
    gameMode: 'prediction',
    sportsId: 1,
    prizeRupees: 50_000,
    status: 'live',
    lineupAnnounced: true,
    // Started 30 minutes ago: in play from the first second (the simulator catches its events up on the first
    // lifecycle pass), never listed as open.
    matches: [{ matchId: 41001, tournamentId: 101, startsIn: -30, parties: ['kolkataTigers', 'punjabPanthers'] }],
  },
  {
    challengeId: FALLBACK_CHALLENGE_ID,
    // 35 characters: the card cuts it to 34 plus two dots.
    name: 'Mumbai Mariners vs Chennai Chargers',
    gameMode: 'prediction',
    sportsId: 1,
    prizeRupees: 10_00_000,
    status: 'open',
    featured: true,
    lineupAnnounced: true,
    matches: [{ matchId: 41002, tournamentId: 101, startsIn: 40, parties: ['mumbaiMariners', 'chennaiChargers'] }],
  },
  {
    challengeId: 79640,
    name: 'Bengaluru Blazers vs Kolkata Tigers',
    gameMode: 'nostra11',
    sportsId: 1,
    prizeRupees: 25_000,
    status: 'open',
    featured: true,
    matches: [{ matchId: 41003, tournamentId: 101, startsIn: 3 * 60 + 15, parties: ['bengaluruBlazers', 'kolkataTigers'] }],
  },
  {
    challengeId: 79641,
    name: 'Hyderabad Hawks vs Jaipur Jaguars',
    gameMode: 'prediction',
    sportsId: 1,
    prizeRupees: 1_500,
    status: 'open',
    matches: [{ matchId: 41004, tournamentId: 101, startsIn: 26 * 60, parties: ['hyderabadHawks', 'jaipurJaguars'] }],
  },
  {
    challengeId: 79642,
    name: 'T20 Double Header: Delhi vs Hyderabad & Jaipur vs Punjab',
    gameMode: 'nostra11',
    sportsId: 1,
    prizeRupees: 5_00_000,
    status: 'open',
    // Spans two matches on the same day; locks at the first.
    matches: [
      { matchId: 41005, tournamentId: 101, startsIn: 2 * 24 * 60 + 5 * 60, parties: ['delhiFalcons', 'hyderabadHawks'] },
      { matchId: 41006, tournamentId: 101, startsIn: 2 * 24 * 60 + 9 * 60, parties: ['jaipurJaguars', 'punjabPanthers'] },
    ],
  },
  {
    challengeId: 79643,
    name: 'Delhi Falcons vs Mumbai Mariners',
    gameMode: 'prediction',
    sportsId: 1,
    prizeRupees: 1_00_000,
    status: 'upcoming',
    matches: [{ matchId: 41007, tournamentId: 101, startsIn: 4 * 24 * 60, parties: ['delhiFalcons', 'mumbaiMariners'] }],
  },
  {
    challengeId: 79650,
    name: 'Goa Gulls vs Kerala Cobras',
    gameMode: 'prediction',
    sportsId: 2,
    prizeRupees: 50_000,
    status: 'open',
    featured: true,
    lineupAnnounced: true,
    matches: [{ matchId: 42001, tournamentId: 201, startsIn: 5 * 60, parties: ['goaGulls', 'keralaCobras'] }],
  },
  {
    challengeId: 79651,
    name: 'Mumbai Meteors vs Bengal Bisons',
    gameMode: 'nostra11',
    sportsId: 2,
    prizeRupees: 10_000,
    status: 'open',
    matches: [{ matchId: 42002, tournamentId: 201, startsIn: 2 * 24 * 60 + 30, parties: ['mumbaiMeteors', 'bengalBisons'] }],
  },
  {
    challengeId: 79652,
    name: 'Goa Gulls vs Bengal Bisons',
    gameMode: 'nostra11',
    sportsId: 2,
    prizeRupees: 20_000,
    status: 'upcoming',
    matches: [{ matchId: 42003, tournamentId: 201, startsIn: 5 * 24 * 60 + 2 * 60, parties: ['goaGulls', 'bengalBisons'] }],
  },
  {
    challengeId: 79660,
    name: 'Patna Pythons vs Pune Pumas',
    gameMode: 'prediction',
    sportsId: 3,
    prizeRupees: 1_500,
    status: 'open',
    matches: [{ matchId: 43001, tournamentId: 301, startsIn: 90, parties: ['patnaPythons', 'punePumas'] }],
  },
  {
    challengeId: 79670,
    name: 'India vs Belgium',
    gameMode: 'prediction',
    sportsId: 4,
    prizeRupees: 25_000,
    status: 'open',
    matches: [{ matchId: 44001, tournamentId: 401, startsIn: 27 * 60, parties: ['india', 'belgium'] }],
  },
  {
    challengeId: 79680,
    name: 'Rohan Mehra vs Leo Martin',
    gameMode: 'prediction',
    sportsId: 5,
    prizeRupees: 15_000,
    status: 'open',
    matches: [{ matchId: 45001, tournamentId: 501, startsIn: 7 * 60, parties: ['rohanMehra', 'leoMartin'] }],
  },
  {
    challengeId: 79690,
    name: 'Chennai Cyclones vs Mumbai Mavericks',
    gameMode: 'nostra11',
    sportsId: 7,
    prizeRupees: 5_000,
    status: 'open',
    matches: [{ matchId: 47001, tournamentId: 701, startsIn: 2 * 60 + 30, parties: ['chennaiCyclones', 'mumbaiMavericks'] }],
  },
  {
    challengeId: 79700,
    name: 'Grand Prix of India: Race',
    gameMode: 'prediction',
    sportsId: 8,
    prizeRupees: 2_00_000,
    status: 'open',
    featured: true,
    singleParty: 'grandPrixIndia',
    matches: [{ matchId: 48001, tournamentId: 801, startsIn: 3 * 24 * 60 + 6 * 60, parties: ['grandPrixIndia'] }],
  },
  {
    // Badminton has nothing open: its tab shows 'There are no games in this sport right now!'.
    challengeId: 79710,
    name: 'Asia Badminton Open: Priya Rao vs Mei Lin',
    gameMode: 'prediction',
    sportsId: BADMINTON_SPORTS_ID,
    prizeRupees: 10_000,
    status: 'upcoming',
    matches: [{ matchId: 46001, tournamentId: 601, startsIn: 4 * 24 * 60 + 3 * 60, parties: ['priyaRao', 'meiLin'] }],
  },
];

/** Minute-aligned so seeded times read like a real fixture list. */
function at(now: Date, minutesFromNow: number): Date {
  const t = now.getTime() + minutesFromNow * MINUTE;
  return new Date(Math.floor(t / MINUTE) * MINUTE);
}

export function buildDemoSeed(now: Date): DemoSeed {
  const sportsRows: NewSport[] = SPORTS.map((s, i) => ({
    sportsId: s.sportsId,
    name: s.name,
    slug: s.slug,
    imgUrl: sportImageUrl(s.slug, true),
    unselectedImgUrl: sportImageUrl(s.slug, false),
    sortOrder: i + 1,
  }));

  const tournamentSport = new Map(TOURNAMENTS.map((t) => [t.tournamentId, t.sportsId]));
  const matchRows: NewMatch[] = [];
  const partyRows: NewMatchParty[] = [];
  const challengeRows: NewChallenge[] = [];
  const linkRows: NewChallengeMatch[] = [];

  for (const plan of PLANS) {
    plan.matches.forEach((m, i) => {
      const sportsId = tournamentSport.get(m.tournamentId);
      if (sportsId === undefined) throw new Error(`demo seed: unknown tournament ${m.tournamentId}`);
      matchRows.push({
        matchId: m.matchId,
        sportsId,
        tournamentId: m.tournamentId,
        startTime: at(now, m.startsIn),
        status: 'scheduled',
        // played by the match simulator like its own matches (server/feeds/sim/seeded.ts)
        feed: 'sim',
        feedRef: demoRef(m.matchId),
      });
      m.parties.forEach((key, p) => {
        const [partyName, slug] = PARTIES[key];
        partyRows.push({ matchId: m.matchId, position: p + 1, partyName, partyImgUrl: teamImageUrl(slug) });
      });
      linkRows.push({ challengeId: plan.challengeId, matchId: m.matchId, position: i + 1 });
    });
    const firstStart = Math.min(...plan.matches.map((m) => m.startsIn));
    challengeRows.push({
      challengeId: plan.challengeId,
      name: plan.name,
      gameMode: plan.gameMode,
      sportsId: plan.sportsId,
      startTime: at(now, firstStart),
      prizeMoneyPaise: rupees(plan.prizeRupees),
      featured: plan.featured ?? false,
      lineupAnnounced: plan.lineupAnnounced ?? false,
      isSingleParty: plan.singleParty !== undefined,
      singlePartyImgUrl: plan.singleParty ? teamImageUrl(PARTIES[plan.singleParty][1]) : null,
      categoryTab: 'all',
      status: plan.status,
    });
  }

  return {
    sports: sportsRows,
    tournaments: TOURNAMENTS.map((t) => ({ ...t })),
    matches: matchRows,
    matchParties: partyRows,
    challenges: challengeRows,
    challengeMatches: linkRows,
    banners: [
      {
        bannerId: 1,
        name: 'How to play',
        imageUrl: HOW_TO_PLAY_BANNER_URL,
        target: 'howToPlay',
        active: true,
        sortOrder: 1,
      },
    ],
  };
}

/** Every image file the demo rows point at (the seed test checks each exists in public/). */
export function demoImageUrls(seed: DemoSeed): string[] {
  const urls = new Set<string>();
  for (const s of seed.sports) {
    urls.add(s.imgUrl);
    urls.add(s.unselectedImgUrl);
  }
  for (const p of seed.matchParties) urls.add(p.partyImgUrl);
  for (const c of seed.challenges) if (c.singlePartyImgUrl) urls.add(c.singlePartyImgUrl);
  for (const b of seed.banners) urls.add(b.imageUrl);
  return [...urls].sort();
}
