import { linkedin, mail, register, ul } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const vehicularTechnologySociety: SampleOrganisation = {
  kind: 'society',
  slug: 'vehicular-technology-society',
  name: 'IEEE Vehicular Technology Society',
  initials: 'VTS',
  colours: ['#222f3e', '#54a0ff'],
  motif: 'peaks',
  description:
    "Connected and autonomous vehicles, vehicle networking and the electronics inside modern cars and trains. The chapter supports the university's electric racing team with its electronics and runs a self-driving model car league.",
  vision:
    'Safer, cleaner and better-connected transport, designed in part by engineers who started here.',
  mission:
    'We give students practical experience with vehicle electronics, communications and autonomy through competitions, projects and industry contact.',
  objectives: ul(
    'Run a self-driving model car league with races every term',
    'Support the electric racing team with telemetry and data acquisition',
    'Hold talks on vehicle-to-everything communication and functional safety',
    'Visit a rail or automotive engineering facility each year',
  ),
  studentMemberCount: 83,
  establishedYear: 2014,
  slate: [
    {
      name: 'Dr. Hiroshi Sato',
      role: 'Advisor',
      hasPhoto: true,
      email: mail('h.sato'),
      linkedin: linkedin('hiroshi-sato-v2x'),
      bio: 'Researches vehicle-to-vehicle communication for platooning.',
    },
    {
      name: 'Gabriel Moreau',
      role: 'Chair',
      hasPhoto: true,
      email: mail('gabriel.moreau'),
      bio: 'Telemetry lead on the electric racing team.',
    },
    {
      name: 'Chiara Bianchi',
      role: 'Vice Chair',
      hasPhoto: true,
      linkedin: linkedin('chiara-bianchi'),
    },
    {
      name: 'Abdullah Karimi',
      role: 'Secretary',
      hasPhoto: false,
      email: mail('abdullah.karimi'),
      bio: 'Organises the model car league timetable.',
    },
    {
      name: 'Olivia Bennett',
      role: 'Web Master',
      hasPhoto: true,
      email: mail('olivia.bennett'),
    },
  ],
  events: [
    {
      title: 'Model Car League: Round 3',
      dayOffset: -125,
      time: '13:00',
      location: 'Engineering Quad',
      description:
        'Eight 1:10-scale autonomous cars raced a taped track with a surprise obstacle. The winner used a camera and a tiny neural network; second place used two ultrasound sensors and stubbornness.',
      tags: ['competition', 'autonomy', 'racing'],
      participants: '8 teams, 70+ spectators',
    },
    {
      title: 'Rail Depot Visit',
      dayOffset: -63,
      time: '08:30',
      location: 'Departs from the Main Gate, Northgate campus',
      description:
        'Members toured a regional train maintenance depot, saw traction converters up close and learned how onboard diagnostics decide when a train comes in for service.',
      capacity: 24,
      tags: ['site visit', 'rail'],
      participants: '24',
    },
    {
      title: 'Model Car League: Round 4',
      dayOffset: 20,
      time: '13:00',
      location: 'Engineering Quad',
      description:
        "The league continues with a night track lit only by the cars' own lights. New teams welcome; a starter chassis is available on loan.",
      capacity: 12,
      registrationLink: register('vts-model-car-round-4'),
      tags: ['competition', 'autonomy'],
      registrations: 9,
    },
    {
      title: 'Talk: How Cars Will Talk to Traffic Lights',
      dayOffset: 55,
      time: '17:30',
      location: 'Maxwell Auditorium',
      description:
        'An overview of vehicle-to-everything (V2X) communication, the standards behind it and the pilot deployments already on the road.',
      capacity: 150,
      tags: ['talk', 'V2X'],
      registrations: 34,
    },
  ],
  achievements: [
    {
      title: 'Best Telemetry System, Student Formula Event',
      yearsAgo: 0,
      description:
        'The chapter-built telemetry system for the electric racing team was singled out by the judges for its live battery-temperature dashboard.',
      category: 'Innovation',
      awardedBy: 'Student Formula Electric Judges',
      recipient: 'Gabriel Moreau',
      value: 'Special Award',
    },
    {
      title: 'Chapter Project Grant',
      yearsAgo: 2,
      description: 'Funding for the first six model car chassis of the league.',
      category: 'Innovation',
      awardedBy: 'IEEE Vehicular Technology Society',
      recipient: 'IEEE Vehicular Technology Society',
      value: 'INR 50,000 grant',
    },
  ],
  gallery: [
    {
      caption: 'Cars on the grid before Round 3',
      height: 340,
      eventTitle: 'Model Car League: Round 3',
      photographer: 'Olivia Bennett',
      tags: ['racing'],
    },
    {
      caption: 'The surprise obstacle claims its first victim',
      height: 510,
      eventTitle: 'Model Car League: Round 3',
      tags: ['racing', 'autonomy'],
    },
    {
      caption: 'Traction converter bay at the rail depot',
      height: 730,
      eventTitle: 'Rail Depot Visit',
      photographer: 'Abdullah Karimi',
      tags: ['site visit', 'rail'],
    },
    {
      caption: 'Live battery temperatures on the telemetry dashboard',
      height: 390,
      tags: ['telemetry', 'racing team'],
    },
  ],
};
