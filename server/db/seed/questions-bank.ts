/**
 * Demo question templates per sport, in English and Hindi. `{A}` and `{B}` are the match's parties
 * (home / away, or the single party of a one-player event). Options are [key, en, hi]; a key of
 * 'A' / 'B' names a party. Pure data: questions.ts turns them into rows per seeded match.
 */

export interface QuestionTemplate {
  en: string;
  hi: string;
  options: readonly (readonly [key: string, en: string, hi: string])[];
  poll?: boolean;
  /** [right, wrong]; wrong ≤ 0 */
  points?: readonly [number, number];
}

const YES_NO = [
  ['yes', 'Yes', 'हाँ'],
  ['no', 'No', 'नहीं'],
] as const;
const OVER_UNDER = [
  ['over', 'Over', 'ज़्यादा'],
  ['under', 'Under', 'कम'],
] as const;
const TEAMS = [
  ['A', '{A}', '{A}'],
  ['B', '{B}', '{B}'],
] as const;
const TEAMS_DRAW = [
  ['A', '{A}', '{A}'],
  ['draw', 'Draw', 'ड्रॉ'],
  ['B', '{B}', '{B}'],
] as const;

const CRICKET: QuestionTemplate[] = [
  { en: 'Who will win the toss?', hi: 'टॉस कौन जीतेगा?', options: TEAMS, poll: true, points: [10, 0] },
  { en: 'Who will win the match?', hi: 'मैच कौन जीतेगा?', options: TEAMS, poll: true, points: [20, -5] },
  { en: 'Total sixes in the match: over 12.5?', hi: 'मैच में कुल छक्के: 12.5 से ज़्यादा?', options: OVER_UNDER, points: [15, -5] },
  { en: 'Will there be a century in the match?', hi: 'क्या मैच में शतक लगेगा?', options: YES_NO, poll: true, points: [25, -5] },
  {
    en: 'Runs in the first 6 overs of the first innings?',
    hi: 'पहली पारी के पहले 6 ओवर में कितने रन बनेंगे?',
    options: [
      ['r0_40', '40 or fewer', '40 या कम'],
      ['r41_55', '41 to 55', '41 से 55'],
      ['r56', '56 or more', '56 या ज़्यादा'],
    ],
    points: [20, -5],
  },
  { en: 'Will a bowler take 4 or more wickets?', hi: 'क्या कोई गेंदबाज़ 4 या ज़्यादा विकेट लेगा?', options: YES_NO, points: [20, -5] },
  { en: 'Which team will hit more fours?', hi: 'कौन सी टीम ज़्यादा चौके लगाएगी?', options: TEAMS, poll: true, points: [15, -5] },
  { en: 'Total wides in the match: over 9.5?', hi: 'मैच में कुल वाइड: 9.5 से ज़्यादा?', options: OVER_UNDER, points: [10, -5] },
  { en: 'Will the match have a super over?', hi: 'क्या मैच में सुपर ओवर होगा?', options: YES_NO, points: [30, 0] },
  {
    en: 'How will the first wicket fall?',
    hi: 'पहला विकेट कैसे गिरेगा?',
    options: [
      ['caught', 'Caught', 'कैच'],
      ['bowled', 'Bowled', 'बोल्ड'],
      ['lbw', 'LBW', 'एलबीडब्ल्यू'],
      ['other', 'Other', 'अन्य'],
    ],
    poll: true,
    points: [20, -5],
  },
  { en: 'Highest individual score: over 64.5?', hi: 'सबसे बड़ा व्यक्तिगत स्कोर: 64.5 से ज़्यादा?', options: OVER_UNDER, points: [15, -5] },
  { en: 'Will any team score 200 or more?', hi: 'क्या कोई टीम 200 या ज़्यादा रन बनाएगी?', options: YES_NO, points: [15, -5] },
  {
    en: 'Team batting first: over 170.5 runs?',
    hi: 'पहले बल्लेबाज़ी करने वाली टीम: 170.5 से ज़्यादा रन?',
    options: OVER_UNDER,
    points: [15, -5],
  },
  { en: 'Will there be a run-out?', hi: 'क्या कोई रन-आउट होगा?', options: YES_NO, points: [10, -5] },
  { en: 'Which team will lose more wickets?', hi: 'कौन सी टीम ज़्यादा विकेट गंवाएगी?', options: TEAMS, points: [15, -5] },
  { en: 'Will there be a maiden over?', hi: 'क्या कोई मेडन ओवर होगा?', options: YES_NO, points: [10, -5] },
  { en: 'Total extras in the match: over 15.5?', hi: 'मैच में कुल अतिरिक्त रन: 15.5 से ज़्यादा?', options: OVER_UNDER, points: [10, -5] },
  { en: 'Will a fifty be scored in under 25 balls?', hi: 'क्या 25 से कम गेंदों में अर्धशतक लगेगा?', options: YES_NO, points: [25, -5] },
];

const FOOTBALL: QuestionTemplate[] = [
  { en: 'Who will win the match?', hi: 'मैच कौन जीतेगा?', options: TEAMS_DRAW, poll: true, points: [20, -5] },
  { en: 'Will both teams score?', hi: 'क्या दोनों टीमें गोल करेंगी?', options: YES_NO, poll: true, points: [15, -5] },
  { en: 'Total goals in the match: over 2.5?', hi: 'मैच में कुल गोल: 2.5 से ज़्यादा?', options: OVER_UNDER, points: [15, -5] },
  {
    en: 'Which team will score first?',
    hi: 'पहला गोल कौन सी टीम करेगी?',
    options: [...TEAMS, ['none', 'No goal', 'कोई गोल नहीं']],
    poll: true,
    points: [15, -5],
  },
  { en: 'Will a penalty be awarded?', hi: 'क्या पेनल्टी मिलेगी?', options: YES_NO, points: [15, -5] },
  { en: 'Will there be a red card?', hi: 'क्या रेड कार्ड दिखाया जाएगा?', options: YES_NO, points: [20, -5] },
  { en: 'Total corners: over 9.5?', hi: 'कुल कॉर्नर: 9.5 से ज़्यादा?', options: OVER_UNDER, points: [10, -5] },
  {
    en: 'How many goals in the first half?',
    hi: 'पहले हाफ़ में कितने गोल होंगे?',
    options: [
      ['g0', '0', '0'],
      ['g1', '1', '1'],
      ['g2', '2 or more', '2 या ज़्यादा'],
    ],
    points: [15, -5],
  },
  { en: 'Will any player score two or more goals?', hi: 'क्या कोई खिलाड़ी दो या ज़्यादा गोल करेगा?', options: YES_NO, points: [20, -5] },
  { en: 'Which team will have more shots on target?', hi: 'किस टीम के ज़्यादा शॉट निशाने पर होंगे?', options: TEAMS, poll: true, points: [10, -5] },
  { en: 'Total yellow cards: over 3.5?', hi: 'कुल पीले कार्ड: 3.5 से ज़्यादा?', options: OVER_UNDER, points: [10, -5] },
  { en: 'Will a goal be scored in the last 10 minutes?', hi: 'क्या आख़िरी 10 मिनट में गोल होगा?', options: YES_NO, points: [15, -5] },
  { en: 'Will there be an own goal?', hi: 'क्या कोई आत्मघाती गोल होगा?', options: YES_NO, points: [25, 0] },
  { en: 'Will either goalkeeper keep a clean sheet?', hi: 'क्या किसी भी टीम का गोलकीपर क्लीन शीट रखेगा?', options: YES_NO, points: [15, -5] },
];

const KABADDI: QuestionTemplate[] = [
  { en: 'Who will win the match?', hi: 'मैच कौन जीतेगा?', options: [...TEAMS, ['tie', 'Tie', 'टाई']], poll: true, points: [20, -5] },
  { en: 'Total points in the match: over 70.5?', hi: 'मैच में कुल अंक: 70.5 से ज़्यादा?', options: OVER_UNDER, points: [15, -5] },
  { en: 'Will there be an all out?', hi: 'क्या कोई टीम ऑल आउट होगी?', options: YES_NO, poll: true, points: [15, -5] },
  {
    en: 'Which team will lead at half-time?',
    hi: 'हाफ़-टाइम पर कौन सी टीम आगे होगी?',
    options: [...TEAMS, ['level', 'Level', 'बराबर']],
    points: [15, -5],
  },
  { en: 'Will any raider score a Super 10?', hi: 'क्या कोई रेडर सुपर 10 बनाएगा?', options: YES_NO, points: [15, -5] },
  { en: 'Will there be a Super Tackle?', hi: 'क्या कोई सुपर टैकल होगा?', options: YES_NO, points: [15, -5] },
  { en: 'Which team will get more raid points?', hi: 'किस टीम को ज़्यादा रेड अंक मिलेंगे?', options: TEAMS, poll: true, points: [15, -5] },
  { en: 'Winning margin: over 6.5 points?', hi: 'जीत का अंतर: 6.5 अंक से ज़्यादा?', options: OVER_UNDER, points: [15, -5] },
  { en: 'Will any defender score a High 5?', hi: 'क्या कोई डिफ़ेंडर हाई 5 बनाएगा?', options: YES_NO, points: [15, -5] },
  { en: 'Total tackle points: over 22.5?', hi: 'कुल टैकल अंक: 22.5 से ज़्यादा?', options: OVER_UNDER, points: [10, -5] },
  {
    en: 'Will a do-or-die raid succeed in the first half?',
    hi: 'क्या पहले हाफ़ में कोई डू-ऑर-डाई रेड सफल होगी?',
    options: YES_NO,
    points: [10, -5],
  },
  { en: 'Which team will get more bonus points?', hi: 'किस टीम को ज़्यादा बोनस अंक मिलेंगे?', options: TEAMS, points: [10, -5] },
  { en: 'Will there be more than one all out in the match?', hi: 'क्या मैच में एक से ज़्यादा ऑल आउट होंगे?', options: YES_NO, points: [20, -5] },
  { en: 'Will a single raid earn 3 or more points?', hi: 'क्या किसी एक रेड में 3 या ज़्यादा अंक मिलेंगे?', options: YES_NO, points: [15, -5] },
];

const HOCKEY: QuestionTemplate[] = [
  { en: 'Who will win the match?', hi: 'मैच कौन जीतेगा?', options: TEAMS_DRAW, poll: true, points: [20, -5] },
  { en: 'Total goals in the match: over 4.5?', hi: 'मैच में कुल गोल: 4.5 से ज़्यादा?', options: OVER_UNDER, points: [15, -5] },
  {
    en: 'Which team will score first?',
    hi: 'पहला गोल कौन सी टीम करेगी?',
    options: [...TEAMS, ['none', 'No goal', 'कोई गोल नहीं']],
    poll: true,
    points: [15, -5],
  },
  { en: 'Will a penalty stroke be awarded?', hi: 'क्या पेनल्टी स्ट्रोक मिलेगा?', options: YES_NO, points: [15, -5] },
  { en: 'Total penalty corners: over 8.5?', hi: 'कुल पेनल्टी कॉर्नर: 8.5 से ज़्यादा?', options: OVER_UNDER, points: [10, -5] },
  { en: 'Will any player get a yellow card?', hi: 'क्या किसी खिलाड़ी को पीला कार्ड मिलेगा?', options: YES_NO, points: [10, -5] },
  {
    en: 'How many goals in the first quarter?',
    hi: 'पहले क्वार्टर में कितने गोल होंगे?',
    options: [
      ['g0', '0', '0'],
      ['g1', '1', '1'],
      ['g2', '2 or more', '2 या ज़्यादा'],
    ],
    points: [15, -5],
  },
  { en: 'Will there be a hat-trick?', hi: 'क्या कोई हैट्रिक लगेगी?', options: YES_NO, points: [25, 0] },
  { en: 'Which team will win more penalty corners?', hi: 'किस टीम को ज़्यादा पेनल्टी कॉर्नर मिलेंगे?', options: TEAMS, poll: true, points: [10, -5] },
  { en: 'Will the match go to a shoot-out?', hi: 'क्या मैच शूट-आउट तक जाएगा?', options: YES_NO, points: [20, -5] },
  { en: 'Will both teams score?', hi: 'क्या दोनों टीमें गोल करेंगी?', options: YES_NO, points: [15, -5] },
  { en: 'Will a goal be scored in the last 5 minutes?', hi: 'क्या आख़िरी 5 मिनट में गोल होगा?', options: YES_NO, points: [15, -5] },
  { en: 'Will a field goal be scored in the first half?', hi: 'क्या पहले हाफ़ में फ़ील्ड गोल होगा?', options: YES_NO, points: [10, -5] },
];

/** One player (the single party {A}) in a best-of-three match. */
const TENNIS: QuestionTemplate[] = [
  { en: 'Will {A} win the match?', hi: 'क्या {A} मैच जीतेंगे?', options: YES_NO, poll: true, points: [20, -5] },
  { en: 'Will {A} win the first set?', hi: 'क्या {A} पहला सेट जीतेंगे?', options: YES_NO, points: [15, -5] },
  {
    en: 'How many sets will be played?',
    hi: 'कितने सेट खेले जाएंगे?',
    options: [
      ['s2', '2 sets', '2 सेट'],
      ['s3', '3 sets', '3 सेट'],
    ],
    poll: true,
    points: [15, -5],
  },
  { en: 'Aces by {A}: over 7.5?', hi: '{A} के ऐस: 7.5 से ज़्यादा?', options: OVER_UNDER, points: [15, -5] },
  { en: 'Will there be a tie-break?', hi: 'क्या कोई टाई-ब्रेक होगा?', options: YES_NO, points: [15, -5] },
  { en: 'Double faults by {A}: over 3.5?', hi: '{A} के डबल फ़ॉल्ट: 3.5 से ज़्यादा?', options: OVER_UNDER, points: [10, -5] },
  { en: 'Will {A} lose serve in the first set?', hi: 'क्या {A} पहले सेट में अपनी सर्विस गंवाएंगे?', options: YES_NO, points: [10, -5] },
  { en: 'Total games in the match: over 22.5?', hi: 'मैच में कुल गेम: 22.5 से ज़्यादा?', options: OVER_UNDER, points: [15, -5] },
  { en: 'Will the match last over 2 hours?', hi: 'क्या मैच 2 घंटे से ज़्यादा चलेगा?', options: YES_NO, points: [15, -5] },
  { en: 'Will {A} win a set 6-0?', hi: 'क्या {A} कोई सेट 6-0 से जीतेंगे?', options: YES_NO, points: [25, 0] },
  {
    en: 'First-serve percentage of {A}: over 62.5%?',
    hi: '{A} की पहली सर्विस का प्रतिशत: 62.5% से ज़्यादा?',
    options: OVER_UNDER,
    points: [10, -5],
  },
  { en: 'Will {A} save a match point?', hi: 'क्या {A} कोई मैच पॉइंट बचाएंगे?', options: YES_NO, points: [20, -5] },
  {
    en: 'How will the match end for {A}?',
    hi: '{A} के लिए मैच का नतीजा क्या होगा?',
    options: [
      ['win_straight', 'Win in straight sets', 'सीधे सेटों में जीत'],
      ['win_three', 'Win in three sets', 'तीन सेटों में जीत'],
      ['lose', 'Lose', 'हार'],
    ],
    poll: true,
    points: [25, -5],
  },
];

const BADMINTON: QuestionTemplate[] = [
  { en: 'Who will win the match?', hi: 'मैच कौन जीतेगा?', options: TEAMS, poll: true, points: [20, -5] },
  { en: 'Who will win the first game?', hi: 'पहला गेम कौन जीतेगा?', options: TEAMS, points: [15, -5] },
  { en: 'Will the match go to three games?', hi: 'क्या मैच तीन गेम तक जाएगा?', options: YES_NO, poll: true, points: [15, -5] },
  { en: 'Total points in the match: over 85.5?', hi: 'मैच में कुल अंक: 85.5 से ज़्यादा?', options: OVER_UNDER, points: [15, -5] },
  { en: 'Will any game go to deuce (beyond 21)?', hi: 'क्या कोई गेम ड्यूस (21 से आगे) तक जाएगा?', options: YES_NO, points: [15, -5] },
  { en: 'Longest rally: over 40.5 shots?', hi: 'सबसे लंबी रैली: 40.5 शॉट से ज़्यादा?', options: OVER_UNDER, points: [10, -5] },
  { en: 'Points won by {A} in the first game: over 17.5?', hi: 'पहले गेम में {A} के अंक: 17.5 से ज़्यादा?', options: OVER_UNDER, points: [10, -5] },
  {
    en: 'Will either player win a game by 11 points or more?',
    hi: 'क्या कोई खिलाड़ी कोई गेम 11 या ज़्यादा अंकों के अंतर से जीतेगा?',
    options: YES_NO,
    points: [20, -5],
  },
  { en: 'Who will reach 11 first in the first game?', hi: 'पहले गेम में 11 अंक तक पहले कौन पहुँचेगा?', options: TEAMS, poll: true, points: [10, -5] },
  { en: 'Will the match last over 60 minutes?', hi: 'क्या मैच 60 मिनट से ज़्यादा चलेगा?', options: YES_NO, points: [15, -5] },
  { en: 'Will {B} win at least one game?', hi: 'क्या {B} कम से कम एक गेम जीतेंगी?', options: YES_NO, points: [10, -5] },
  { en: 'Will there be a run of 6 or more points in a row?', hi: 'क्या लगातार 6 या ज़्यादा अंक बनेंगे?', options: YES_NO, points: [10, -5] },
  { en: 'Winning margin in the last game: over 4.5 points?', hi: 'आख़िरी गेम में जीत का अंतर: 4.5 अंक से ज़्यादा?', options: OVER_UNDER, points: [10, -5] },
];

/** A race weekend ({A} is the event). */
const FORMULA_ONE: QuestionTemplate[] = [
  { en: 'Will the pole-sitter win the race?', hi: 'क्या पोल पोज़िशन वाला ड्राइवर रेस जीतेगा?', options: YES_NO, poll: true, points: [15, -5] },
  { en: 'Will the safety car come out?', hi: 'क्या सेफ़्टी कार ट्रैक पर आएगी?', options: YES_NO, poll: true, points: [15, -5] },
  { en: 'Cars classified at the finish: over 16.5?', hi: 'रेस पूरी करने वाली कारें: 16.5 से ज़्यादा?', options: OVER_UNDER, points: [10, -5] },
  { en: 'Will it rain during the race?', hi: 'क्या रेस के दौरान बारिश होगी?', options: YES_NO, points: [15, -5] },
  {
    en: 'Pit stops by the winner?',
    hi: 'विजेता कितने पिट स्टॉप लेगा?',
    options: [
      ['p1', '1', '1'],
      ['p2', '2', '2'],
      ['p3', '3 or more', '3 या ज़्यादा'],
    ],
    points: [15, -5],
  },
  { en: 'Will there be a red flag?', hi: 'क्या रेड फ़्लैग दिखाया जाएगा?', options: YES_NO, points: [20, -5] },
  { en: 'Winning margin: over 5.5 seconds?', hi: 'जीत का अंतर: 5.5 सेकंड से ज़्यादा?', options: OVER_UNDER, points: [10, -5] },
  { en: 'Will the race winner also set the fastest lap?', hi: 'क्या रेस विजेता ही सबसे तेज़ लैप लगाएगा?', options: YES_NO, points: [15, -5] },
  {
    en: 'Will a driver starting outside the top 10 reach the podium?',
    hi: 'क्या टॉप 10 से बाहर से शुरू करने वाला कोई ड्राइवर पोडियम पर पहुँचेगा?',
    options: YES_NO,
    points: [25, 0],
  },
  { en: 'Will any car retire on the first lap?', hi: 'क्या पहले ही लैप में कोई कार रेस से बाहर होगी?', options: YES_NO, points: [15, -5] },
  { en: 'Will any driver get a time penalty?', hi: 'क्या किसी ड्राइवर पर टाइम पेनल्टी लगेगी?', options: YES_NO, points: [10, -5] },
  { en: 'Lead changes in the race: over 2.5?', hi: 'रेस में बढ़त बदलने की संख्या: 2.5 से ज़्यादा?', options: OVER_UNDER, points: [10, -5] },
  { en: 'Will one team finish first and second?', hi: 'क्या एक ही टीम पहले और दूसरे स्थान पर रहेगी?', options: YES_NO, poll: true, points: [20, -5] },
];

/** Templates by sports_id (server/db/seed/demo-data.ts); basketball has no prediction challenge. */
export const QUESTION_TEMPLATES: Readonly<Record<number, readonly QuestionTemplate[]>> = {
  1: CRICKET,
  2: FOOTBALL,
  3: KABADDI,
  4: HOCKEY,
  5: TENNIS,
  6: BADMINTON,
  8: FORMULA_ONE,
};

/** Hindi names of the demo parties (the English ones come from the seed's match_parties). */
export const PARTY_NAMES_HI: Readonly<Record<string, string>> = {
  'Mumbai Mariners': 'मुंबई मरीनर्स',
  'Chennai Chargers': 'चेन्नई चार्जर्स',
  'Bengaluru Blazers': 'बेंगलुरु ब्लेज़र्स',
  'Kolkata Tigers': 'कोलकाता टाइगर्स',
  'Delhi Falcons': 'दिल्ली फ़ाल्कन्स',
  'Hyderabad Hawks': 'हैदराबाद हॉक्स',
  'Jaipur Jaguars': 'जयपुर जगुआर्स',
  'Punjab Panthers': 'पंजाब पैंथर्स',
  India: 'भारत',
  Australia: 'ऑस्ट्रेलिया',
  Belgium: 'बेल्जियम',
  'Goa Gulls': 'गोवा गल्स',
  'Kerala Cobras': 'केरल कोबराज़',
  'Mumbai Meteors': 'मुंबई मीटियर्स',
  'Bengal Bisons': 'बंगाल बाइसन्स',
  'Patna Pythons': 'पटना पाइथन्स',
  'Pune Pumas': 'पुणे प्यूमाज़',
  'Chennai Cyclones': 'चेन्नई साइक्लोन्स',
  'Mumbai Mavericks': 'मुंबई मेवरिक्स',
  'Rohan Mehra': 'रोहन मेहरा',
  'Grand Prix of India': 'ग्रां प्री ऑफ़ इंडिया',
  'Priya Rao': 'प्रिया राव',
  'Mei Lin': 'मेई लिन',
};
