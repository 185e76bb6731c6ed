/**
 * The words of the large sample (`sample:large`): a seeded generator and what it draws from, so
 * the same sizes and seed give the same branch on every machine. Pure data and arithmetic; the
 * loader (`large-sample.ts`) turns it into records through the services.
 */
import {
  ACHIEVEMENT_CATEGORIES,
  type EventCategory,
  organisationSlug,
  subCategoriesOf,
} from '@chapterhouse/shared';
import type { ArtSpec } from '../sample/types.js';

/** mulberry32: a small, fast, seedable generator; plenty for sample text. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

export const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

export const between = (random: Random, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));

/**
 * `total` split over `weights` in whole numbers that add up to it exactly (largest remainder
 * first), so the sizes asked for are the sizes loaded.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((acc, share) => acc + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left--;
  }
  return shares;
}

// ---- Organisations ----

/** Fields of IEEE-like societies and councils that the built-in sample does not have. */
const FIELDS = [
  'Oceanic Engineering',
  'Reliability',
  'Product Safety Engineering',
  'Professional Communication',
  'Magnetics',
  'Nuclear and Plasma Sciences',
  'Power Electronics',
  'Dielectrics and Electrical Insulation',
  'Control Systems',
  'Information Theory',
  'Systems, Man and Cybernetics',
  'Technology and Engineering Management',
  'Ultrasonics and Frequency Control',
  'Electromagnetic Compatibility',
  'Broadcast Technology',
  'Intelligent Transportation Systems',
  'Social Implications of Technology',
  'Instrumentation and Measurement',
  'Electronics Packaging',
  'Solid-State Circuits',
  'Quantum Engineering',
  'Cloud Computing',
  'Cybersecurity',
  'Data Science',
  'Internet of Things',
  'Smart Cities',
  'Sustainable Energy',
  'Autonomous Systems',
  'Haptics',
  'Green ICT',
  'Brain-Computer Interfaces',
  'Life Sciences Technology',
  'Humanitarian Technology',
  'Software Engineering',
  'Embedded Systems',
  'Computer Vision',
  'Natural Language Processing',
  'High Performance Computing',
  'Wireless Networks',
  'Optical Communications',
  'Satellite Systems',
  'Microelectromechanical Systems',
  'Energy Storage',
  'Smart Grid',
  'Electric Machines',
  'Lighting Technology',
  'Acoustics',
  'Medical Imaging',
  'Assistive Technology',
  'Agricultural Engineering Technology',
  'Rail Technology',
  'Marine Robotics',
  'Drone Systems',
  'Space Technology',
  'Semiconductor Manufacturing',
  'Printed Electronics',
  'Photovoltaics',
  'Wind Energy',
  'Hydrogen Systems',
  'Bioinformatics',
  'Computational Photography',
  'Game Technology',
  'Human-Computer Interaction',
  'Digital Twins',
  'Edge Computing',
  'Blockchain Systems',
  'Privacy Engineering',
  'Mixed Reality',
  'Wearable Technology',
  'Audio Engineering',
  'Radar Systems',
  'Terahertz Technology',
  'Signal Integrity',
  'Test Technology',
  'Engineering Education Research',
  'Entrepreneurship',
  'Young Professionals',
  'Life Members',
  'Student Activities',
  'Standards',
] as const;

const COLOURS: ReadonlyArray<[string, string]> = [
  ['#1d3557', '#8ecae6'],
  ['#264653', '#e9c46a'],
  ['#3d405b', '#f2cc8f'],
  ['#14213d', '#fca311'],
  ['#2b2d42', '#ef233c'],
  ['#003049', '#fcbf49'],
  ['#283618', '#dda15e'],
  ['#22223b', '#c9ada7'],
  ['#023047', '#ffb703'],
  ['#3a0ca3', '#4cc9f0'],
];
const MOTIFS = ['circuit', 'waves', 'grid', 'rings', 'peaks', 'dots'] as const;

const initialsOf = (field: string) =>
  field
    .split(/[\s,-]+/)
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) => word[0])
    .join('')
    .slice(0, 3) || 'IEEE';

export interface GeneratedOrganisation {
  kind: 'society' | 'council';
  name: string;
  /** The slug it asks for (taken ones fall back to one made from the name). */
  slug: string;
  field: string;
  initials: string;
  art: ArtSpec;
}

/** The `index`-th organisation of the large sample (0-based): one in four is a council. */
export function generatedOrganisation(index: number): GeneratedOrganisation {
  const field = FIELDS[index % FIELDS.length] ?? 'Engineering';
  const round = Math.floor(index / FIELDS.length);
  const kind = index % 4 === 3 ? 'council' : 'society';
  const suffix = round === 0 ? '' : ` ${round + 1}`;
  const name =
    kind === 'council' ? `IEEE ${field} Council${suffix}` : `IEEE ${field} Society${suffix}`;
  // Made as the console makes a new one's, and the sample's: `nuclear-plasma-sciences-society`.
  const slug = organisationSlug(name);
  const initials = initialsOf(field);
  return {
    kind,
    name,
    slug,
    field,
    initials,
    art: {
      name: `large-org-${index + 1}`,
      colours: COLOURS[index % COLOURS.length] ?? ['#1d3557', '#8ecae6'],
      motif: MOTIFS[index % MOTIFS.length] ?? 'dots',
      label: initials,
      subtitle: name,
      width: 1200,
      height: 600,
    },
  };
}

export function organisationTexts(organisation: GeneratedOrganisation, random: Random) {
  const field = organisation.field.toLowerCase();
  return {
    description: `Students of every year who share an interest in ${field}: talks by practising engineers, hands-on workshops, study groups and a project showcase at the end of each term. ${pick(random, ['New members are welcome at any meeting.', 'Meetings are open to every department.', 'We meet every other Thursday evening.'])}`,
    vision: `A campus where every student curious about ${field} finds a team to learn with and a mentor to ask.`,
    mission: `To connect coursework in ${field} with real projects, industry visits and research through peer teaching and honest conversations with engineers.`,
    objectives: `<ul><li>Hold a hands-on session every month of the teaching term</li><li>Bring at least four speakers from industry and research each year</li><li>Help members publish or present their first project</li></ul>`,
    studentMemberCount: between(random, 25, 400),
  };
}

// ---- People ----

const FIRST_NAMES = (
  'Aarav Ananya Ishaan Diya Kabir Meera Rohan Saanvi Vikram Priya Lucas Amara Mateo Zara Noah ' +
  'Leila Ethan Yuki Omar Sofia Daniel Chen Fatima Jonas Ngozi Elena Tariq Hana Samuel Ines'
).split(' ');
const LAST_NAMES = (
  'Sharma Iyer Nair Reddy Kapoor Banerjee Menon Gupta Rao Das Okafor Silva Haddad Tanaka Novak ' +
  'Fischer Moreau Kowalski Lindqvist Mensah Costa Park Nguyen Rossi Ahmed Petrov García Walsh Ito Berg'
).split(' ');

export const personName = (random: Random) =>
  `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`;

/** The slate a new organisation starts with, in its display order. */
export const SLATE = [
  'Advisor',
  'Chair',
  'Vice Chair',
  'Secretary',
  'Treasurer',
  'Web Master',
] as const;

// ---- Events ----

const EVENT_FORMATS = [
  'Workshop',
  'Guest Lecture',
  'Hands-on Session',
  'Panel Discussion',
  'Study Group',
  'Coding Night',
  'Industry Visit',
  'Paper Reading',
  'Project Showcase',
  'Bootcamp',
  'Hackathon',
  'Seminar',
] as const;
const EVENT_TOPICS = [
  'Getting Started with Rust',
  'Signals in Practice',
  'Designing Low-Power Circuits',
  'Machine Learning on Microcontrollers',
  'Writing Your First Research Paper',
  'Careers in Industry',
  'Open-Source Contribution',
  'PCB Design from Scratch',
  'Antenna Measurements',
  'Cloud-Native Applications',
  'Security of Connected Devices',
  'Battery Management Systems',
  'Robot Operating System',
  'FPGA Prototyping',
  'Data Visualisation',
  'Technical Interviews',
  'Renewable Microgrids',
  'Computer Vision Pipelines',
  'Quantum Algorithms',
  'Standards and Compliance',
] as const;
const VENUES = [
  'Main Auditorium',
  'Seminar Hall 2',
  'Electronics Lab, Block C',
  'Innovation Hub, Ground Floor',
  'Library Conference Room',
  'Computer Centre Lab 4',
  'Online (video call)',
  'Lecture Theatre 1',
  'Design Studio, Block A',
  'Student Activity Centre',
] as const;
const TAGS = [
  'workshop',
  'talk',
  'hands-on',
  'beginner',
  'advanced',
  'careers',
  'research',
  'networking',
  'competition',
  'online',
] as const;
const TIMES = ['09:00', '10:00', '11:30', '14:00', '15:30', '17:00', '18:30', null] as const;

/** About eight years of history and a year ahead: one event in eight is still to come. */
export const PAST_DAYS = 8 * 365;
export const UPCOMING_DAYS = 365;
const UPCOMING_SHARE = 1 / 8;

export interface GeneratedEvent {
  title: string;
  /** Days from today: negative is past. */
  dayOffset: number;
  time: string | null;
  location: string;
  description: string;
  capacity: number | null;
  registrationLink: string | null;
  tags: string[];
  /** IEEE's meeting category (mostly technical, as a chapter's year is) and sub-category. */
  category: EventCategory;
  subCategory: string | null;
  /** Past events: who came, as officers counted them (the annual report's attendance). */
  membersAttended: number | null;
  guestsAttended: number | null;
}

/** A chapter's year: mostly technical meetings, then professional and social ones. */
const CATEGORY_SHARES: readonly [EventCategory, number][] = [
  ['Technical', 0.6],
  ['Professional', 0.15],
  ['Non-technical', 0.12],
  ['Administrative', 0.06],
  ['Humanitarian', 0.04],
  ['Educational', 0.03],
];

function pickCategory(random: Random): EventCategory {
  let left = random();
  for (const [category, share] of CATEGORY_SHARES) {
    left -= share;
    if (left < 0) return category;
  }
  return 'Technical';
}

export function generatedEvent(random: Random, organisation: { name: string }): GeneratedEvent {
  const upcoming = random() < UPCOMING_SHARE;
  const dayOffset = upcoming ? between(random, 0, UPCOMING_DAYS) : -between(random, 1, PAST_DAYS);
  const format = pick(random, EVENT_FORMATS);
  const topic = pick(random, EVENT_TOPICS);
  const location = pick(random, VENUES);
  const capacity = random() < 0.7 ? between(random, 2, 30) * 10 : null;
  const category = pickCategory(random);
  const subCategories = subCategoriesOf(category);
  return {
    title: `${format}: ${topic}`,
    dayOffset,
    time: pick(random, TIMES),
    location,
    description: `A ${format.toLowerCase()} by ${organisation.name} on ${topic.toLowerCase()}, at ${location}. ${pick(
      random,
      [
        'Bring a laptop; everything else is provided.',
        'Open to students of every year and department.',
        'Refreshments after the session.',
        'Slides and recordings are shared with members afterwards.',
      ],
    )}`,
    capacity,
    registrationLink:
      upcoming && random() < 0.6
        ? `https://ieee-sb.example.edu/register/${Math.floor(random() * 1e9).toString(36)}`
        : null,
    tags: [pick(random, TAGS), pick(random, TAGS)].filter(
      (tag, index, tags) => tags.indexOf(tag) === index,
    ),
    category,
    subCategory: subCategories.length > 0 ? pick(random, subCategories) : null,
    membersAttended: upcoming ? null : between(random, 5, 120),
    guestsAttended: upcoming ? null : between(random, 0, 60),
  };
}

// ---- Achievements ----

const ACHIEVEMENT_TITLES = [
  'Best Student Branch Chapter Award',
  'First Place, Regional Project Contest',
  'Outstanding Volunteer Recognition',
  'Best Paper Award',
  'Finalist, International Design Challenge',
  'Travel Grant for a Student Member',
  'Top Team in IEEEXtreme',
  'Community Outreach Award',
  'Research Fellowship',
  'Best Poster Award',
] as const;
const AWARDING_BODIES = [
  'IEEE Region 10',
  'IEEE Section Executive Committee',
  'IEEE Student Activities Committee',
  'the Department of Electrical Engineering',
  'a national engineering council',
  'IEEE Xtreme organisers',
] as const;

export function generatedAchievement(random: Random, currentYear: number) {
  const year = currentYear - between(random, 0, 9);
  return {
    title: pick(random, ACHIEVEMENT_TITLES),
    year,
    description: `Recognised by ${pick(random, AWARDING_BODIES)} in ${year} for work the chapter's members did together over the year.`,
    category: pick(random, ACHIEVEMENT_CATEGORIES),
    awardedBy: pick(random, AWARDING_BODIES),
    recipient: random() < 0.5 ? personName(random) : 'The chapter',
    value: random() < 0.3 ? `$${between(random, 2, 20) * 100}` : null,
    date:
      random() < 0.7
        ? `${year}-${String(between(random, 1, 12)).padStart(2, '0')}-${String(between(random, 1, 28)).padStart(2, '0')}`
        : null,
  };
}

// ---- Pictures: a handful shared by every record, so loading needs no image work ----

const sharedArt = (
  prefix: string,
  count: number,
  size: (index: number) => { width: number; height: number },
  label: string,
): ArtSpec[] =>
  Array.from({ length: count }, (_, index) => ({
    name: `large-${prefix}-${index + 1}`,
    colours: COLOURS[(index * 3) % COLOURS.length] ?? ['#1d3557', '#8ecae6'],
    motif: MOTIFS[index % MOTIFS.length] ?? 'dots',
    label,
    ...size(index),
  }));

/** Photo heights at the masonry's 600 px width: portrait, square and landscape shots. */
const PHOTO_HEIGHTS = [400, 450, 600, 750, 338, 800] as const;

export const EVENT_ART = sharedArt('event', 8, () => ({ width: 800, height: 450 }), 'EVENT');
export const ACHIEVEMENT_ART = sharedArt(
  'achievement',
  4,
  () => ({ width: 800, height: 500 }),
  'AWARD',
);
export const PHOTO_ART = sharedArt(
  'photo',
  PHOTO_HEIGHTS.length,
  (index) => ({ width: 600, height: PHOTO_HEIGHTS[index] ?? 400 }),
  'PHOTO',
);

const PHOTOGRAPHERS = ['Media Team', 'Student Volunteers', 'Campus Photo Club', null] as const;

export const photographer = (random: Random) => pick(random, PHOTOGRAPHERS);
