import { linkedin, mail, register, ul } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const computerSociety: SampleOrganisation = {
  kind: 'society',
  slug: 'computer-society',
  name: 'IEEE Computer Society',
  initials: 'CS',
  colours: ['#1d3557', '#8ecae6'],
  motif: 'circuit',
  description:
    "The branch's largest chapter and the usual first stop for students who want to build software with other people. We run weekly coding sessions, an annual hackathon and talks by engineers who ship real systems, and we keep a shelf of single-board computers that members can borrow.",
  vision:
    'A campus where every student who wants to write good software has a team to write it with and a mentor one message away.',
  mission:
    'To turn classroom computing into working projects through peer teaching, open-source contribution and honest conversations with practising engineers.',
  objectives: ul(
    'Hold a hands-on coding or tooling session <strong>every week</strong> of the teaching term',
    'Run a 24-hour hackathon open to students of every department',
    'Get at least ten members a merged pull request in an open-source project each year',
    'Prepare teams for IEEEXtreme and other programming contests',
    'Connect final-year students with alumni working in industry and research',
  ),
  studentMemberCount: 342,
  establishedYear: 2006,
  slate: [
    {
      name: 'Dr. Helena Marsh',
      role: 'Advisor',
      hasPhoto: true,
      email: mail('h.marsh'),
      linkedin: linkedin('helena-marsh-cs'),
      bio: 'Associate professor of distributed systems who has advised the chapter for nine years.',
    },
    {
      name: 'Arjun Mehta',
      role: 'Chair',
      hasPhoto: true,
      email: mail('arjun.mehta'),
      linkedin: linkedin('arjun-mehta-dev'),
      bio: "Final-year computer science student who maintains the chapter's event check-in app.",
    },
    {
      name: 'Chloe Fontaine',
      role: 'Vice Chair',
      hasPhoto: true,
      email: mail('chloe.fontaine'),
      bio: 'Organises the weekly coding sessions and the hackathon mentor rota.',
    },
    {
      name: 'Tomasz Wiśniewski',
      role: 'Secretary',
      hasPhoto: false,
      email: mail('tomasz.wisniewski'),
      linkedin: linkedin('tomasz-wisniewski'),
    },
    {
      name: 'Nia Okonkwo',
      role: 'Treasurer',
      hasPhoto: true,
      linkedin: linkedin('nia-okonkwo'),
      bio: 'Second-year software engineering student; keeps the sponsorship spreadsheet honest.',
    },
    {
      name: 'Kenji Watanabe',
      role: 'Web Master',
      hasPhoto: true,
      email: mail('kenji.watanabe'),
      bio: 'Looks after the chapter pages and the Git server behind the coding sessions.',
    },
  ],
  events: [
    {
      title: 'Northgate Hack 24',
      dayOffset: -142,
      time: '09:00',
      location: 'Innovation Hub, Ground Floor',
      description:
        'Our flagship 24-hour hackathon. Forty-one teams built tools for campus life, from a lab-bench booking bot to an accessible bus timetable; judges came from three local software firms.',
      organizer: 'IEEE Computer Society Student Chapter',
      capacity: 220,
      tags: ['hackathon', 'software', 'teamwork'],
      participants: '180+',
    },
    {
      title: 'Git Beyond Commit: Branching, Rebasing and Code Review',
      dayOffset: -61,
      time: '17:30',
      location: 'Lovelace Centre, Lab 2.14',
      description:
        "A two-hour workshop for students who know git add and git commit but dread merge conflicts. Participants practised interactive rebasing and reviewed each other's pull requests on a shared repository.",
      capacity: 40,
      tags: ['workshop', 'git', 'tools'],
      participants: '38',
    },
    {
      title: 'From Campus to Production: Alumni Engineering Panel',
      dayOffset: -23,
      time: '18:00',
      location: 'Maxwell Auditorium',
      description:
        'Four graduates now working on cloud infrastructure, game engines, medical software and a fintech start-up talked about their first year in industry and answered questions for over an hour.',
      tags: ['talk', 'careers', 'alumni'],
      participants: '120+',
    },
    {
      title: 'Open Source Contribution Sprint',
      dayOffset: 12,
      time: '10:00',
      location: 'Lovelace Centre, Lab 2.14',
      description:
        'Spend a day making your first (or fiftieth) contribution to an open-source project. Mentors will help you pick a beginner-friendly issue, set up the project and open a pull request before dinner.',
      organizer: 'Kenji Watanabe',
      capacity: 45,
      registrationLink: register('cs-open-source-sprint'),
      tags: ['open source', 'sprint', 'beginners welcome'],
      registrations: 31,
    },
    {
      title: 'IEEEXtreme Practice Round',
      dayOffset: 47,
      time: '14:00',
      location: 'Lovelace Centre, Lab 1.05',
      description:
        'A timed mock contest with problems in the style of IEEEXtreme, followed by a walk-through of solutions. Come alone or as a team of three.',
      capacity: 60,
      registrationLink: register('cs-xtreme-practice'),
      tags: ['competitive programming', 'contest'],
      registrations: 22,
    },
  ],
  achievements: [
    {
      title: 'Outstanding Student Chapter',
      yearsAgo: 1,
      description:
        'Recognised for running more than thirty technical sessions in one academic year and for the mentoring scheme that pairs first-year students with seniors.',
      category: 'Recognition',
      awardedBy: 'IEEE Region 10',
      recipient: 'IEEE Computer Society',
    },
    {
      title: 'IEEEXtreme: Top 3 in the Region',
      yearsAgo: 0,
      description:
        'Team "Segfault Society" solved 17 problems in the 24-hour global contest and finished third among all teams from the region.',
      category: 'Competition',
      awardedBy: 'IEEE',
      recipient: 'Arjun Mehta',
      value: 'Third Place (Regional)',
    },
    {
      title: 'Campus Open-Source Grant',
      yearsAgo: 2,
      description:
        'Funding to host the Git server and continuous-integration runners that the weekly coding sessions rely on.',
      category: 'Innovation',
      awardedBy: 'University Engineering Faculty',
      recipient: 'IEEE Computer Society',
      value: 'USD 800 grant',
    },
  ],
  gallery: [
    {
      caption: 'Hour twenty of Northgate Hack',
      description: 'Teams pushing their final commits while the judges set up.',
      height: 420,
      eventTitle: 'Northgate Hack 24',
      photographer: 'Chloe Fontaine',
      tags: ['hackathon'],
    },
    {
      caption: 'The winning team demoing their bus timetable app',
      height: 760,
      eventTitle: 'Northgate Hack 24',
      photographer: 'Kenji Watanabe',
      tags: ['hackathon', 'winners'],
    },
    {
      caption: 'Untangling a merge conflict on the big screen',
      height: 340,
      eventTitle: 'Git Beyond Commit: Branching, Rebasing and Code Review',
      tags: ['workshop', 'git'],
    },
    {
      caption: 'Alumni panel in a full Maxwell Auditorium',
      height: 560,
      eventTitle: 'From Campus to Production: Alumni Engineering Panel',
      photographer: 'Nia Okonkwo',
      tags: ['talk', 'alumni'],
    },
    {
      caption: 'The borrowable single-board computer shelf',
      description: 'Thirty boards, a box of sensors and a very strict sign-out sheet.',
      height: 880,
      tags: ['equipment', 'chapter life'],
    },
  ],
};
