import { linkedin, mail, register, UNIVERSITY, ul } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const powerEnergySociety: SampleOrganisation = {
  kind: 'society',
  slug: 'power-energy-society',
  name: 'IEEE Power & Energy Society',
  initials: 'PES',
  colours: ['#6b2d0f', '#f6ae2d'],
  motif: 'grid',
  description:
    'For students who want to understand where electricity comes from and how it gets to the socket. The chapter mixes substation and plant visits with simulation workshops, and its members run the energy audit of the engineering buildings every year.',
  vision:
    'Graduates who can design, operate and question the power systems a low-carbon economy depends on.',
  mission:
    'We take power engineering out of the textbook: into control rooms, onto solar farms and into the simulation tools utilities actually use.',
  objectives: ul(
    'Organise at least two site visits a year to generation, transmission or distribution facilities',
    'Teach load-flow and protection studies with industry-standard simulation software',
    'Publish an annual energy audit of the engineering campus with practical savings',
    'Encourage undergraduate research in renewables integration and storage',
  ),
  studentMemberCount: 188,
  establishedYear: 2008,
  slate: [
    {
      name: 'Prof. Rajesh Iyer',
      role: 'Advisor',
      hasPhoto: true,
      email: mail('r.iyer'),
      phone: '+1 555 0142',
      bio: 'Professor of power systems with twenty years of protection and grid-stability research.',
    },
    {
      name: 'Sofia Lindqvist',
      role: 'Chair',
      hasPhoto: true,
      email: mail('sofia.lindqvist'),
      linkedin: linkedin('sofia-lindqvist-energy'),
      bio: 'Electrical engineering senior studying battery storage for rural microgrids.',
    },
    {
      name: 'Emeka Eze',
      role: 'Vice Chair',
      hasPhoto: false,
      email: mail('emeka.eze'),
      bio: 'Leads the campus energy audit team.',
    },
    {
      name: 'Grace Thompson',
      role: 'Secretary',
      hasPhoto: true,
      email: mail('grace.thompson'),
      linkedin: linkedin('grace-thompson-pes'),
    },
    {
      name: 'Hamza Qureshi',
      role: 'Treasurer',
      hasPhoto: true,
      linkedin: linkedin('hamza-qureshi'),
      bio: 'Third-year student with a weakness for transformer nameplates.',
    },
  ],
  events: [
    {
      title: 'Site Visit: Ridgeback Solar Farm',
      dayOffset: -208,
      time: '07:30',
      location: 'Departs from the Main Gate, Northgate campus',
      description:
        'A day at a 60 MW photovoltaic plant: inverter stations, the plant SCADA room and a frank talk from the operations manager about curtailment and grid-code compliance.',
      capacity: 40,
      tags: ['site visit', 'solar', 'renewables'],
      participants: '40',
    },
    {
      title: 'Load Flow in an Afternoon',
      dayOffset: -97,
      time: '13:00',
      location: 'Faraday Hall, Room 204',
      description:
        'Participants modelled a nine-bus test system, ran Newton-Raphson load flow and watched what happens to voltages when a line trips.',
      capacity: 35,
      tags: ['workshop', 'simulation', 'power systems'],
      participants: '35',
    },
    {
      title: 'Campus Energy Audit Report Launch',
      dayOffset: -34,
      time: '16:00',
      location: 'Hopper Library, Seminar Room 3',
      description:
        'The audit team presented a year of metering data from the engineering buildings and five recommendations, two of which the estates office has already adopted.',
      tags: ['energy efficiency', 'sustainability', 'presentation'],
      participants: '55+',
    },
    {
      title: 'Grid Storage Debate: Batteries, Pumped Hydro or Hydrogen?',
      dayOffset: 19,
      time: '18:00',
      location: 'Student Union, Hall B',
      description:
        'Three student teams argue for three storage technologies, a faculty panel asks awkward questions and the audience votes. Light refreshments provided.',
      capacity: 120,
      registrationLink: register('pes-storage-debate'),
      tags: ['debate', 'energy storage'],
      registrations: 64,
    },
    {
      title: 'Substation Protection Lab Day',
      dayOffset: 58,
      time: '10:00',
      location: 'Faraday Hall, High Voltage Lab',
      description:
        'Hands-on session with the relay test set: configure overcurrent and distance protection and inject faults safely. Closed shoes required.',
      capacity: 16,
      tags: ['lab', 'protection', 'hands-on'],
      registrations: 16,
    },
  ],
  achievements: [
    {
      title: 'Best Student Paper, Regional Power Conference',
      yearsAgo: 1,
      description:
        'A paper on sizing battery storage for a village microgrid, written by two undergraduate members with their advisor, won the student paper award.',
      category: 'Publication',
      awardedBy: 'IEEE Power & Energy Society',
      recipient: 'Sofia Lindqvist',
      value: 'Best Student Paper',
    },
    {
      title: 'Campus Sustainability Award',
      yearsAgo: 0,
      description:
        "The annual energy audit led to new lighting controls in Faraday Hall that cut the building's night-time load by about a fifth.",
      category: 'Community Service',
      awardedBy: `${UNIVERSITY} Estates Office`,
      recipient: 'IEEE Power & Energy Society',
    },
  ],
  gallery: [
    {
      caption: 'Rows of panels at Ridgeback Solar Farm',
      height: 380,
      eventTitle: 'Site Visit: Ridgeback Solar Farm',
      photographer: 'Grace Thompson',
      tags: ['site visit', 'solar'],
    },
    {
      caption: 'Inside the plant control room',
      description: 'The operations manager explaining the curtailment log.',
      height: 620,
      eventTitle: 'Site Visit: Ridgeback Solar Farm',
      tags: ['site visit'],
    },
    {
      caption: 'Nine buses, one very red voltage profile',
      height: 300,
      eventTitle: 'Load Flow in an Afternoon',
      tags: ['workshop', 'simulation'],
    },
    {
      caption: 'Audit team with the metering dashboard',
      height: 710,
      eventTitle: 'Campus Energy Audit Report Launch',
      photographer: 'Hamza Qureshi',
      tags: ['sustainability'],
    },
  ],
};
