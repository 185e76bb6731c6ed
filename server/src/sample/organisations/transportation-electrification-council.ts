import { linkedin, mail, register, ul } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const transportationElectrificationCouncil: SampleOrganisation = {
  kind: 'council',
  slug: 'transportation-electrification-council',
  name: 'IEEE Transportation Electrification Council',
  initials: 'TEC',
  colours: ['#1b5e20', '#c6ff00'],
  motif: 'circuit',
  description:
    'Electric cars, buses, bikes, boats and aircraft: the council looks at the batteries, motors, power electronics and charging infrastructure behind them. It works closely with the Power & Energy and Vehicular Technology chapters.',
  vision:
    'Engineers who can electrify transport responsibly, from the battery cell to the grid connection.',
  mission:
    'We bring together students from power, vehicle and mechanical engineering to learn about and work on electrified transport.',
  objectives: ul(
    'Run a battery management workshop with real cells and safe procedures',
    'Map and study the use of electric-vehicle chargers on campus',
    'Organise an annual e-mobility expo with local companies and student projects',
  ),
  studentMemberCount: 76,
  establishedYear: 2023,
  email: 'tec@ieee-sb.example.edu',
  phone: '+1 555 0163',
  website: 'https://ieee-sb.example.edu/transportation-electrification-council',
  location: 'Faraday Hall, Room 120',
  slate: [
    {
      name: 'Dr. Olusegun Adebayo',
      role: 'Advisor',
      hasPhoto: true,
      email: mail('o.adebayo'),
      linkedin: linkedin('olusegun-adebayo'),
      bio: 'Researches battery ageing and fast-charging strategies.',
    },
    {
      name: 'Astrid Nilsen',
      role: 'Chair',
      hasPhoto: true,
      email: mail('astrid.nilsen'),
      bio: 'Battery lead on the electric racing team.',
    },
    {
      name: 'Karan Malhotra',
      role: 'Vice Chair',
      hasPhoto: true,
      linkedin: linkedin('karan-malhotra-ev'),
    },
    {
      name: 'Rebecca Stone',
      role: 'Secretary',
      hasPhoto: false,
      email: mail('rebecca.stone'),
    },
    {
      name: 'Youssef Benjelloun',
      role: 'Treasurer',
      hasPhoto: true,
      email: mail('youssef.benjelloun'),
      bio: 'Converted his own bicycle to electric and documented every mistake.',
    },
  ],
  events: [
    {
      title: 'Battery Management Systems Workshop',
      dayOffset: -118,
      time: '10:00',
      location: 'Faraday Hall, Power Electronics Lab',
      description:
        'Participants balanced a small lithium-ion pack, estimated state of charge and saw why thermal runaway is taken very seriously. Fire-safety briefing included.',
      capacity: 18,
      tags: ['workshop', 'batteries', 'safety'],
      participants: '18',
    },
    {
      title: 'Campus EV Charger Study Presentation',
      dayOffset: -52,
      time: '16:00',
      location: 'Engineering Block A, Room 2.21',
      description:
        'A term of logging data from the campus car-park chargers showed when they are busy, when they sit idle and where two more would help most.',
      tags: ['study', 'charging', 'presentation'],
      participants: '40',
    },
    {
      title: 'E-Mobility Expo',
      dayOffset: -5,
      time: '11:00',
      location: 'Engineering Quad',
      description:
        'Electric bikes, scooters, the racing car and a borrowed electric bus filled the quad. Local companies talked placements and visitors test-rode e-bikes.',
      organizer: 'Astrid Nilsen',
      tags: ['expo', 'industry', 'outreach'],
      participants: '300+',
    },
    {
      title: 'Talk: Charging the Grid of Tomorrow',
      dayOffset: 71,
      time: '17:00',
      location: 'Maxwell Auditorium',
      description:
        'A distribution network engineer on what millions of electric vehicles mean for local substations, and how smart charging can help.',
      capacity: 150,
      registrationLink: register('tec-charging-talk'),
      tags: ['talk', 'grid', 'charging'],
      registrations: 47,
    },
  ],
  achievements: [
    {
      title: 'Campus Sustainability Project Grant',
      yearsAgo: 0,
      description: 'Funding to install charger data loggers and publish the usage data.',
      category: 'Research',
      awardedBy: 'Northgate University Sustainability Office',
      recipient: 'IEEE Transportation Electrification Council',
      value: 'USD 1,200 grant',
    },
    {
      title: 'Student Leadership Award',
      yearsAgo: 1,
      description:
        'For founding the council and bringing three chapters together around e-mobility.',
      category: 'Leadership',
      awardedBy: 'IEEE Region 10',
      recipient: 'Astrid Nilsen',
    },
  ],
  gallery: [
    {
      caption: 'Test rides at the E-Mobility Expo',
      height: 540,
      eventTitle: 'E-Mobility Expo',
      photographer: 'Youssef Benjelloun',
      tags: ['expo'],
    },
    {
      caption: 'The electric bus parked on the quad',
      height: 350,
      eventTitle: 'E-Mobility Expo',
      tags: ['expo'],
    },
    {
      caption: 'Cell voltages on the BMS display',
      height: 760,
      eventTitle: 'Battery Management Systems Workshop',
      tags: ['batteries'],
    },
    {
      caption: 'Charger usage heat map',
      height: 420,
      eventTitle: 'Campus EV Charger Study Presentation',
      photographer: 'Karan Malhotra',
      tags: ['charging'],
    },
  ],
};
