import { linkedin, mail, register, ul } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const systemsCouncil: SampleOrganisation = {
  kind: 'council',
  slug: 'systems-council',
  name: 'IEEE Systems Council',
  initials: 'SYS',
  colours: ['#263238', '#80cbc4'],
  motif: 'grid',
  description:
    'Systems engineering for students who want to see the whole picture: requirements, architecture, trade-offs and verification. The council coaches student project teams in systems practice and runs a yearly systems design case competition.',
  vision:
    'Student project teams that know what they are building and why, before they start building it.',
  mission:
    'We teach systems thinking and systems engineering methods through coaching, case competitions and conversations with engineers who manage complex projects.',
  objectives: ul(
    'Coach student competition teams in requirements and interface management',
    'Run an annual systems design case competition',
    'Host talks on systems engineering in aerospace, healthcare and infrastructure',
    'Introduce model-based systems engineering tools to interested members',
  ),
  studentMemberCount: 64,
  establishedYear: 2016,
  email: 'systems@ieee-sb.example.edu',
  phone: '+1 555 0133',
  website: 'https://ieee-sb.example.edu/systems-council',
  location: 'Engineering Block A, Room 2.21',
  slate: [
    {
      name: 'Dr. Gareth Hughes',
      role: 'Advisor',
      hasPhoto: true,
      email: mail('g.hughes'),
      linkedin: linkedin('gareth-hughes-se'),
      bio: 'Spent a decade as a systems engineer on rail signalling projects.',
    },
    {
      name: 'Nadia Benali',
      role: 'Chair',
      hasPhoto: true,
      email: mail('nadia.benali'),
      bio: 'Systems lead for the CubeSat team and the electric racing team.',
    },
    {
      name: 'Jonas Berg',
      role: 'Secretary',
      hasPhoto: true,
      email: mail('jonas.berg'),
      linkedin: linkedin('jonas-berg'),
    },
    {
      name: 'Priscilla Owusu',
      role: 'Treasurer',
      hasPhoto: false,
    },
  ],
  events: [
    {
      title: 'Systems Design Case Competition',
      dayOffset: -155,
      time: '09:00',
      location: 'Engineering Block A, Room 2.21',
      description:
        'Teams had eight hours to produce a concept of operations and architecture for a city flood-warning system, judged by engineers from a consultancy.',
      tags: ['competition', 'case study'],
      participants: '9 teams',
    },
    {
      title: 'Requirements Clinic for Project Teams',
      dayOffset: -46,
      time: '15:00',
      location: 'Engineering Block A, Room 2.21',
      description:
        'Four student project teams reviewed their requirements with council coaches. Several "requirements" turned out to be design decisions in disguise.',
      tags: ['coaching', 'requirements'],
      participants: '28',
    },
    {
      title: 'Introduction to SysML',
      dayOffset: 34,
      time: '14:00',
      location: 'Lovelace Centre, Lab 1.05',
      description:
        'Model a small drone system with block, activity and requirement diagrams, and see how models catch interface mismatches early.',
      capacity: 30,
      registrationLink: register('systems-sysml-intro'),
      tags: ['workshop', 'MBSE'],
      registrations: 12,
    },
  ],
  achievements: [
    {
      title: 'Student Leadership in Systems Practice',
      yearsAgo: 0,
      description:
        'For introducing interface control documents across three student competition teams.',
      category: 'Leadership',
      awardedBy: 'IEEE Systems Council',
      recipient: 'Nadia Benali',
    },
  ],
  gallery: [
    {
      caption: 'Architecture sketches on the case-competition wall',
      height: 570,
      eventTitle: 'Systems Design Case Competition',
      tags: ['competition'],
    },
    {
      caption: 'Judges reviewing a concept of operations',
      height: 360,
      eventTitle: 'Systems Design Case Competition',
      photographer: 'Jonas Berg',
      tags: ['competition'],
    },
    {
      caption: 'Sticky notes, many sticky notes',
      height: 740,
      eventTitle: 'Requirements Clinic for Project Teams',
      tags: ['coaching'],
    },
  ],
};
