// The roster part of the bench (issue 47, item 3): an OU Analytics roster of ROSTER_MEMBERS
// members (UTF-16 text with tabs, as OU Analytics exports it) previewed and applied through the
// API on the embedded database, and how well it verifies registrations with realistic noise.
//
// Before the server starts, two past events of the society are written with their check-ins:
// one of MEMBER_REGISTRANTS current members of the roster, each registered as people do (the
// roster's address in other letters or with a `+tag`, another address with their number and
// their name as they write it, a mistyped number beside the right address, and a few with
// neither the roster's address nor their number, whom nothing can match); and one of
// OTHER_REGISTRANTS people who are not current members (someone else's member number under
// their own name, a member's mailbox name at another domain, lapsed members at their roster
// address, strangers). The event reports' verified members then give the share matched and
// the false matches (which must be 0).
//
// `rosterSection({ progress })` returns the table's lines for scripts/bench.mjs
// (`BENCH_ONLY=roster`); `node scripts/bench-roster.mjs` (after `npm run build`) runs it alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  addBenchAccount,
  isScript,
  runSectionAlone,
  signIn,
  startProcess,
  stopProcess as stopChild,
  table,
  withStoppedSite,
} from './bench-kit.mjs';

const ROSTER_MEMBERS = 5_000;
const MEMBER_REGISTRANTS = 1_000;
const OTHER_REGISTRANTS = 600;
const APPLY_TARGET_MS = 5_000;
const MATCH_TARGET = 0.98;
const SOCIETY = 'computer-society';

/** A deterministic generator, so every run benches the same roster and registrants. */
function generator(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, pick: (list) => list[Math.floor(next() * list.length)] };
}

// Members' names, and others' from lists sharing no name (nor a part of one) with them.
const FIRST = [
  'Aarav',
  'Meera',
  'Ishaan',
  'Diya',
  'Kabir',
  'Ananya',
  'Vihaan',
  'Saanvi',
  'Arjun',
  'Kavya',
  'Reyansh',
  'Aditi',
  'Vivaan',
  'Nitya',
  'Dhruv',
  'Ira',
  'Atharv',
  'Tara',
  'Shaurya',
  'Myra',
];
const LAST = [
  'Raghunathan',
  'Iyer',
  'Menon',
  'Kulkarni',
  'Deshpande',
  'Chatterjee',
  'Banerjee',
  'Pillai',
  'Naidu',
  'Reddy',
  'Bhattacharya',
  'Subramanian',
  'Venkatesh',
  'Nambiar',
  'Kothari',
  'Gokhale',
  'Hegde',
  'Mukherjee',
  'Krishnan',
  'Sengupta',
];
const OTHER_FIRST = ['Pranav', 'Sneha', 'Rohit', 'Pooja', 'Nikhil', 'Swati', 'Gaurav', 'Rashmi'];
const OTHER_LAST = ['Sharma', 'Verma', 'Gupta', 'Joshi', 'Saxena', 'Tiwari', 'Mishra', 'Pandey'];

/** The synthetic roster: unique numbers, college or IEEE addresses, most Active. */
function rosterOf(random) {
  const members = [];
  for (let n = 0; n < ROSTER_MEMBERS; n++) {
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    const local = `${first}.${last}${n}`.toLowerCase();
    const roll = random.next();
    members.push({
      number: String(90_000_000 + n * 7),
      first,
      last,
      email: random.next() < 0.7 ? `${local}@college.edu` : `${local}@ieee.org`,
      status: roll < 0.9 ? 'Active' : roll < 0.97 ? 'Arrears' : 'Inactive',
      renew: roll < 0.9 ? '2026' : '2025',
      grade: random.pick(['Student Member', 'Graduate Student Member', 'Member']),
    });
  }
  return members;
}

/** The roster as OU Analytics' "CSV": UTF-16LE with its byte order mark, separated by tabs. */
function rosterFile(members) {
  const header = [
    'Member/Customer Number',
    'First Name',
    'Last Name',
    'Email Address',
    'Grade',
    'IEEE Status',
    'Renew Year',
    'Active Society List',
  ];
  const lines = [
    header,
    ...members.map((m) => [m.number, m.first, m.last, m.email, m.grade, m.status, m.renew, 'C16']),
  ];
  const text = lines.map((cells) => cells.join('\t')).join('\r\n');
  return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
}

const mistyped = (number) => `${number.slice(0, 7)}${(Number(number[7]) + 1) % 10}`;

/** Registrations of current members, as people fill in forms; `unmatchable` counts those no datum matches. */
function memberRegistrants(random, members) {
  const active = members.filter((m) => m.status === 'Active');
  const chosen = new Set();
  while (chosen.size < MEMBER_REGISTRANTS) chosen.add(random.pick(active));
  let unmatchable = 0;
  const registrants = [...chosen].map((m, index) => {
    const [local, domain] = m.email.split('@');
    const personal = `${m.first.toLowerCase()}${index}@gmail.com`;
    const roll = random.next();
    if (roll < 0.2)
      return { name: `${m.first} ${m.last}`, email: m.email.toUpperCase(), number: null };
    if (roll < 0.35) return { name: m.first, email: `${local}+events@${domain}`, number: null };
    if (roll < 0.55) return { name: `${m.first} ${m.last}`, email: m.email, number: m.number };
    if (roll < 0.7) return { name: `${m.first} ${m.last[0]}.`, email: personal, number: m.number };
    if (roll < 0.85) return { name: `${m.first[0]}. ${m.last}`, email: personal, number: m.number };
    if (roll < 0.985)
      return { name: `${m.first} ${m.last}`, email: m.email, number: mistyped(m.number) };
    unmatchable += 1;
    return { name: `${m.first} ${m.last}`, email: personal, number: mistyped(m.number) };
  });
  return { registrants, unmatchable };
}

/** Registrations of people who are not current members. */
function otherRegistrants(random, members) {
  const active = members.filter((m) => m.status === 'Active');
  const lapsed = members.filter((m) => m.status !== 'Active');
  const taken = new Set();
  // One registration per address and event: an address drawn twice is a stranger's instead.
  const once = (registrant, index) => {
    if (!taken.has(registrant.email)) {
      taken.add(registrant.email);
      return registrant;
    }
    return { name: registrant.name, email: `stranger${index}@example.edu`, number: null };
  };
  return Array.from({ length: OTHER_REGISTRANTS }, (_, index) => once(other(index), index));

  function other(index) {
    const name = `${random.pick(OTHER_FIRST)} ${random.pick(OTHER_LAST)}`;
    const roll = random.next();
    if (roll < 0.35) {
      return { name, email: `other${index}@example.edu`, number: random.pick(active).number };
    }
    if (roll < 0.6) {
      const [local] = random.pick(active).email.split('@');
      return { name, email: `${local}@gmail.com`, number: null };
    }
    if (roll < 0.75) {
      const m = random.pick(lapsed);
      return { name: `${m.first} ${m.last}`, email: m.email, number: m.number };
    }
    return { name, email: `stranger${index}@example.edu`, number: null };
  }
}

/**
 * The branch admin, and two past events of the society with every registrant checked in;
 * written while no server holds the data. Returns the admin and the events' ids.
 */
function seed(dataDir, groups) {
  return withStoppedSite(dataDir, async ({ db, rowsOf, sql }) => {
    const account = await addBenchAccount(db, {
      email: 'bench-roster@example.edu',
      name: 'Bench Admin',
      role: 'BRANCH_ADMIN',
      organisation: null,
    });
    const date = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const ids = {};
    for (const [key, registrants] of Object.entries(groups)) {
      const [event] = await rowsOf(
        sql`insert into events (organisation_id, title, date, time, ends_at, description, registration_mode, capacity, registrations, checked_in)
            select id, ${`Bench Roster ${key}`}, ${date}, '10:00', ${`${date}T17:00:00Z`}, 'A past event to count verified members at.', 'site', ${registrants.length}, ${registrants.length}, ${registrants.length}
            from organisations where slug = ${SOCIETY}
            returning id`,
      );
      if (!event) throw new Error(`no organisation ${SOCIETY}`);
      ids[key] = event.id;
      const rows = registrants.map((r, index) => ({
        name: r.name,
        email: r.email.toLowerCase(),
        number: r.number,
        ticket: `RSTR-${event.id}-${index}`,
      }));
      await db.execute(
        sql`insert into event_registrations (event_id, name, email, member_number, status, ticket_code, checked_in_at)
            select ${event.id}, r.name, r.email, r.number, 'confirmed', r.ticket, ${`${date}T10:30:00Z`}
            from json_to_recordset(${JSON.stringify(rows)}::json) as r(name text, email text, number text, ticket text)`,
      );
    }
    return { account, ids };
  });
}

/** Sends the roster file (preview or apply), timed to the whole answer. */
async function sendRoster(base, token, method, urlPath, file, fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file], { type: 'text/csv' }), 'roster.csv');
  const started = performance.now();
  const response = await fetch(`${base}${urlPath}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await response.json();
  const ms = performance.now() - started;
  if (!response.ok)
    throw new Error(`${method} ${urlPath} answered ${response.status}: ${body.error}`);
  return { ms, body };
}

async function verifiedOf(base, token, eventId) {
  const response = await fetch(
    `${base}/api/society-dashboard/society/${SOCIETY}/events/${eventId}/report`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  if (!response.ok) throw new Error(`the report answered ${response.status}`);
  return (await response.json()).attendance;
}

export async function rosterSection({
  progress,
  stopProcess = stopChild,
  port = Number(process.env.BENCH_ROSTER_PORT ?? 3194),
}) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapterhouse-bench-roster-'));
  const start = () =>
    startProcess('server/dist/server.js', port, `${base}/`, {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    });
  let server = null;
  try {
    const random = generator(47);
    const members = rosterOf(random);
    const file = rosterFile(members);
    const { registrants, unmatchable } = memberRegistrants(random, members);
    const others = otherRegistrants(random, members);
    progress('roster: a DATA_DIR with the sample content');
    await stopProcess((await start()).child);
    progress(
      `roster: two past events, ${registrants.length} members and ${others.length} others checked in`,
    );
    const { account, ids } = await seed(dataDir, { members: registrants, others });
    server = (await start()).child;
    const token = await signIn(base, account);
    const exportedOn = new Date().toISOString().slice(0, 10);

    progress(`roster: preview and apply ${ROSTER_MEMBERS} members`);
    const preview = await sendRoster(base, token, 'POST', '/api/admin/roster/preview', file, {
      exportedOn,
    });
    const applied = await sendRoster(base, token, 'PUT', '/api/admin/roster', file, {
      exportedOn,
      replaces: String(preview.body.replaces),
    });
    // Again over the roster it replaces: every member unchanged, every count done again.
    const again = await sendRoster(base, token, 'PUT', '/api/admin/roster', file, {
      exportedOn,
      replaces: String(applied.body.roster.version),
    });
    const membersEvent = await verifiedOf(base, token, ids.members);
    const othersEvent = await verifiedOf(base, token, ids.others);
    const share = membersEvent.verifiedMembers / registrants.length;
    const rows = [
      ['What', 'ms', 'result'],
      [
        `Preview of ${(file.length / 1024).toFixed(0)} KB (UTF-16, tabs)`,
        preview.ms.toFixed(0),
        `${preview.body.new.total} new, ${preview.body.refused.total} refused`,
      ],
      [
        'Apply (first roster)',
        applied.ms.toFixed(0),
        `${applied.body.roster.members} members, ${applied.body.roster.active} active`,
      ],
      ['Apply again (replacing it)', again.ms.toFixed(0), ''],
      [
        'Preview + first apply',
        (preview.ms + applied.ms).toFixed(0),
        `target under ${APPLY_TARGET_MS} ms`,
      ],
    ];
    const over = preview.ms + applied.ms >= APPLY_TARGET_MS;
    return [
      ...table(rows),
      `Matching: ${membersEvent.verifiedMembers} of ${registrants.length} current members verified (${(share * 100).toFixed(1)}%; ${unmatchable} of them gave neither the roster's address nor their number); target at least ${MATCH_TARGET * 100}%${share < MATCH_TARGET ? ': UNDER' : ''}`,
      `False matches: ${othersEvent.verifiedMembers} of ${others.length} who are not current members; target 0${othersEvent.verifiedMembers > 0 ? ': OVER' : ''}`,
      `Preview and apply ${over ? 'OVER' : 'within'} target`,
    ];
  } finally {
    if (server) await stopProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---- Run alone: `node scripts/bench-roster.mjs` (after `npm run build`) ----

if (isScript(import.meta.url)) {
  await runSectionAlone(
    'roster',
    `The OU Analytics roster: ${ROSTER_MEMBERS} members, embedded database`,
    rosterSection,
  );
}
