import { linkedin, mail, ul } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const nanotechnologyCouncil: SampleOrganisation = {
  kind: 'council',
  slug: 'nanotechnology-council',
  name: 'IEEE Nanotechnology Council',
  initials: 'NTC',
  colours: ['#311b92', '#b39ddb'],
  motif: 'dots',
  description:
    'Small things, big questions. The council brings together engineering, physics, chemistry and materials students interested in nanoscale devices, materials and measurement, with regular seminars and microscope sessions.',
  vision:
    'A campus community that can talk across disciplines about the nanoscale and turn that conversation into research.',
  mission:
    'We foster interdisciplinary learning in nanotechnology through seminars, imaging sessions and introductions to research groups.',
  objectives: ul(
    'Host a monthly interdisciplinary nano seminar with a student speaker',
    'Organise supervised sessions on the electron and atomic-force microscopes',
    'Help undergraduates find nanotechnology research placements',
  ),
  studentMemberCount: 58,
  establishedYear: 2017,
  email: 'nano@ieee-sb.example.edu',
  phone: '+1 555 0127',
  website: 'https://ieee-sb.example.edu/nanotechnology-council',
  location: 'Materials Science Building, Room 3.08',
  slate: [
    {
      name: 'Prof. Dmitri Sokolov',
      role: 'Advisor',
      hasPhoto: true,
      email: mail('d.sokolov'),
      bio: 'Studies graphene devices and teaches the nanotechnology elective.',
    },
    {
      name: 'Chen Yu',
      role: 'Chair',
      hasPhoto: true,
      email: mail('chen.yu'),
      linkedin: linkedin('chen-yu-nano'),
      bio: 'Materials science student who images everything at 50,000x.',
    },
    {
      name: 'Tessa Morgan',
      role: 'Secretary',
      hasPhoto: false,
      email: mail('tessa.morgan'),
    },
    {
      name: 'Ibrahim Diallo',
      role: 'Committee Member',
      hasPhoto: true,
      linkedin: linkedin('ibrahim-diallo'),
    },
  ],
  events: [
    {
      title: 'Seeing Atoms: AFM Imaging Session',
      dayOffset: -128,
      time: '13:00',
      location: 'Materials Science Building, Microscopy Suite',
      description:
        'Small groups imaged graphite and a DVD surface with the atomic-force microscope and learned to tell real features from artefacts.',
      capacity: 9,
      tags: ['microscopy', 'hands-on'],
      participants: '9',
    },
    {
      title: 'Nano Seminar: Quantum Dots in Displays',
      dayOffset: -33,
      time: '16:30',
      location: 'Materials Science Building, Room 3.08',
      description:
        'A PhD student explained how quantum dots make display colours purer, and the chemistry and device engineering that makes them stable.',
      tags: ['seminar', 'materials'],
      participants: '34',
    },
    {
      title: 'Nano Seminar: Memristors and Brain-Inspired Computing',
      dayOffset: 21,
      time: '16:30',
      location: 'Materials Science Building, Room 3.08',
      description:
        'Can a nanoscale resistor with memory act like a synapse? A look at the devices and the circuits being built from them.',
      capacity: 45,
      tags: ['seminar', 'devices'],
      registrations: 15,
    },
  ],
  achievements: [
    {
      title: 'Interdisciplinary Seminar Series Recognition',
      yearsAgo: 1,
      description:
        'For running thirty consecutive monthly seminars with speakers from five departments.',
      category: 'Recognition',
      awardedBy: 'Northgate University Graduate School',
      recipient: 'IEEE Nanotechnology Council',
    },
    {
      title: 'Summer Research Placement',
      yearsAgo: 0,
      description: 'Ten weeks in a national laboratory studying 2D material transistors.',
      category: 'Research',
      awardedBy: 'IEEE Nanotechnology Council',
      recipient: 'Chen Yu',
      value: 'Research placement',
    },
  ],
  gallery: [
    {
      caption: 'Graphite terraces imaged by AFM',
      height: 400,
      eventTitle: 'Seeing Atoms: AFM Imaging Session',
      photographer: 'Chen Yu',
      tags: ['microscopy'],
    },
    {
      caption: 'Quantum dot samples glowing under UV light',
      height: 680,
      eventTitle: 'Nano Seminar: Quantum Dots in Displays',
      tags: ['materials'],
    },
    {
      caption: 'Adjusting the AFM cantilever',
      height: 330,
      eventTitle: 'Seeing Atoms: AFM Imaging Session',
      tags: ['hands-on'],
    },
  ],
};
