import { linkedin, mail, register, ul } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const aerospaceElectronicSystemsSociety: SampleOrganisation = {
  kind: 'society',
  slug: 'aerospace-electronic-systems-society',
  name: 'IEEE Aerospace and Electronic Systems Society',
  initials: 'AESS',
  colours: ['#14213d', '#fca311'],
  motif: 'dots',
  description:
    'The chapter behind the campus CubeSat project and the high-altitude balloon launches. Members work on avionics, radar, navigation and ground stations, and spend a surprising amount of time reading weather forecasts.',
  vision:
    'To put a student-built satellite in orbit and graduate the engineers who made it happen.',
  mission:
    'We give students real aerospace electronics projects with launch dates, design reviews and the discipline that flight hardware demands.',
  objectives: ul(
    'Develop the chapter CubeSat through formal design reviews',
    'Launch at least one high-altitude balloon a year with student payloads',
    'Operate a satellite ground station on the Science Tower roof',
    'Run workshops on GNSS, radar and flight software',
  ),
  studentMemberCount: 96,
  establishedYear: 2014,
  slate: [
    {
      name: "Dr. Patrick O'Neill",
      role: 'Advisor',
      hasPhoto: true,
      email: mail('p.oneill'),
      linkedin: linkedin('patrick-oneill-aero'),
      bio: 'Former satellite systems engineer, now teaching spacecraft design.',
    },
    {
      name: 'Layla Haddad',
      role: 'Chair',
      hasPhoto: true,
      email: mail('layla.haddad'),
      bio: 'CubeSat project lead and licensed radio amateur.',
    },
    {
      name: 'Tyler Nguyen',
      role: 'Vice Chair',
      hasPhoto: true,
      linkedin: linkedin('tyler-nguyen-avionics'),
      bio: 'Writes flight software and checks it twice.',
    },
    {
      name: 'Sipho Dlamini',
      role: 'Secretary',
      hasPhoto: false,
      email: mail('sipho.dlamini'),
    },
    {
      name: 'Elena Popescu',
      role: 'Treasurer',
      hasPhoto: true,
      email: mail('elena.popescu'),
      linkedin: linkedin('elena-popescu'),
    },
  ],
  events: [
    {
      title: 'High-Altitude Balloon Launch',
      dayOffset: -256,
      time: '06:30',
      location: 'North Field',
      description:
        'Our balloon carried four student payloads to 31 km, including a cosmic-ray counter and a camera that captured the curvature of the Earth. Recovered 84 km away in a cabbage field.',
      organizer: 'Layla Haddad',
      tags: ['launch', 'payloads', 'near space'],
      participants: '45+',
    },
    {
      title: 'CubeSat Critical Design Review',
      dayOffset: -79,
      time: '13:00',
      location: 'Faraday Hall, Room 204',
      description:
        'Subsystem teams presented the satellite design to a review board of faculty and two industry engineers, who raised 37 action items, all now closed.',
      tags: ['CubeSat', 'design review'],
      participants: '30',
    },
    {
      title: 'Ground Station Night: Tracking Satellite Passes',
      dayOffset: -12,
      time: '20:00',
      location: 'Science Tower Rooftop',
      description:
        'Members tracked three amateur satellites with the rooftop antenna, decoded their telemetry and stayed for a clear view of the station passing overhead.',
      capacity: 20,
      tags: ['ground station', 'radio'],
      participants: '20',
    },
    {
      title: 'GNSS Receivers from the Ground Up',
      dayOffset: 29,
      time: '15:00',
      location: 'Faraday Hall, Room 310',
      description:
        'How a satellite navigation receiver finds itself: correlation, pseudoranges and position fixes, with live data from a software receiver.',
      capacity: 35,
      registrationLink: register('aess-gnss-workshop'),
      tags: ['workshop', 'navigation'],
      price: '150',
      registrations: 21,
    },
    {
      title: 'Balloon Payload Call: Proposal Deadline Briefing',
      dayOffset: 95,
      time: '17:00',
      location: 'Faraday Hall, Room 108',
      description:
        'Want to fly an experiment to the edge of space? Hear the mass, power and safety rules for the next launch and pitch your idea. In the room or online: remote team members are welcome.',
      capacity: 50,
      attendanceMode: 'hybrid',
      onlineCapacity: 100,
      meetingUrl: 'https://meet.jit.si/chapterhouse-sample-balloon-briefing',
      tags: ['launch', 'proposals'],
      registrations: 8,
    },
  ],
  achievements: [
    {
      title: 'University Innovation Fund: CubeSat Flight Model',
      yearsAgo: 0,
      description:
        'Funding to build and environmentally test the flight model of the chapter CubeSat.',
      category: 'Innovation',
      awardedBy: 'Northgate University Innovation Fund',
      recipient: 'IEEE Aerospace and Electronic Systems Society',
      value: 'USD 12,000 grant',
    },
    {
      title: 'Best Student Payload',
      yearsAgo: 2,
      description: 'A low-cost radiation counter flown on a regional balloon campaign.',
      category: 'Competition',
      awardedBy: 'IEEE Aerospace and Electronic Systems Society',
      recipient: 'Tyler Nguyen',
      value: 'First Place',
    },
  ],
  gallery: [
    {
      caption: 'Inflating the balloon at first light',
      height: 860,
      eventTitle: 'High-Altitude Balloon Launch',
      photographer: 'Sipho Dlamini',
      tags: ['launch'],
    },
    {
      caption: 'The curvature of the Earth from 31 km',
      description: 'Captured by the onboard camera payload.',
      height: 420,
      eventTitle: 'High-Altitude Balloon Launch',
      tags: ['near space'],
    },
    {
      caption: 'Review board at the CubeSat design review',
      height: 330,
      eventTitle: 'CubeSat Critical Design Review',
      tags: ['CubeSat'],
    },
    {
      caption: 'The rooftop antenna under a clear sky',
      height: 690,
      eventTitle: 'Ground Station Night: Tracking Satellite Passes',
      photographer: 'Elena Popescu',
      tags: ['ground station'],
    },
  ],
};
