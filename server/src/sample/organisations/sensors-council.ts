import { linkedin, mail, register, ul } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const sensorsCouncil: SampleOrganisation = {
  kind: 'council',
  slug: 'sensors-council',
  name: 'IEEE Sensors Council',
  initials: 'SEN',
  colours: ['#004d40', '#64ffda'],
  motif: 'dots',
  description:
    'A cross-disciplinary council for everyone who measures things: temperature, strain, air quality, motion, light. It runs the campus air-quality sensor network and lends out a well-stocked sensor library to student projects in any department.',
  vision:
    'A campus instrumented by its own students, with open data that anyone can use for teaching and research.',
  mission:
    'We connect students from electrical, mechanical, chemical and environmental engineering around the design, calibration and use of sensors.',
  objectives: ul(
    'Operate and expand the campus air-quality sensor network with open data',
    'Lend sensors and data loggers to student projects from any department',
    'Teach calibration and uncertainty so that measurements can be trusted',
    'Run an annual sensing challenge with a real campus problem',
  ),
  studentMemberCount: 112,
  establishedYear: 2015,
  email: 'sensors@ieee-sb.example.edu',
  phone: '+1 555 0121',
  website: 'https://ieee-sb.example.edu/sensors-council',
  location: 'Faraday Hall, Room 112',
  slate: [
    {
      name: 'Dr. Rosa Jiménez',
      role: 'Advisor',
      hasPhoto: true,
      email: mail('r.jimenez'),
      linkedin: linkedin('rosa-jimenez-sensors'),
      bio: 'Develops printed gas sensors and chairs the faculty lab safety group.',
    },
    {
      name: 'Kofi Boateng',
      role: 'Chair',
      hasPhoto: true,
      email: mail('kofi.boateng'),
      linkedin: linkedin('kofi-boateng'),
      bio: 'Environmental engineering student who built the first air-quality node.',
    },
    {
      name: 'Elin Johansson',
      role: 'Vice Chair',
      hasPhoto: true,
      email: mail('elin.johansson'),
    },
    {
      name: 'Arash Tehrani',
      role: 'Secretary',
      hasPhoto: false,
      email: mail('arash.tehrani'),
      bio: 'Keeps the sensor library catalogue up to date.',
    },
    {
      name: 'Meera Pillai',
      role: 'Treasurer',
      hasPhoto: true,
      linkedin: linkedin('meera-pillai'),
    },
  ],
  events: [
    {
      title: 'Air-Quality Node Build Day',
      dayOffset: -244,
      time: '10:00',
      location: 'Innovation Hub, Maker Space',
      description:
        'Volunteers assembled and calibrated twelve particulate and CO2 sensor nodes, now mounted on buildings across campus.',
      tags: ['build day', 'air quality', 'open data'],
      participants: '32',
    },
    {
      title: 'Calibration Matters: A Practical Workshop',
      dayOffset: -82,
      time: '14:00',
      location: 'Faraday Hall, Instrumentation Lab',
      description:
        'Participants calibrated thermistors against a reference, calculated uncertainty budgets and discovered how far off an uncalibrated sensor can be.',
      capacity: 24,
      tags: ['workshop', 'calibration', 'metrology'],
      participants: '24',
    },
    {
      title: 'Sensing Challenge: Quiet Study Spaces',
      dayOffset: -25,
      time: '09:00',
      location: 'Hopper Library, Group Study Area',
      description:
        'Teams designed privacy-respecting noise and occupancy sensors to help students find a quiet place to study. The winning design is being piloted in the library.',
      organizer: 'Kofi Boateng',
      tags: ['competition', 'IoT'],
      participants: '11 teams',
    },
    {
      title: 'Open Data Hack: One Year of Campus Air',
      dayOffset: 14,
      time: '13:00',
      location: 'Lovelace Centre, Lab 2.14',
      description:
        'Explore a full year of data from the campus air-quality network. Visualise it, model it, question it. All skill levels welcome.',
      capacity: 50,
      registrationLink: register('sensors-open-data-hack'),
      tags: ['hackathon', 'open data', 'air quality'],
      registrations: 37,
    },
    {
      title: 'Sensor Library Drop-in',
      dayOffset: 45,
      time: '12:00',
      location: 'Faraday Hall, Room 112',
      description:
        'Not sure which sensor your project needs? Drop in and borrow one, with advice on wiring and calibration included.',
      tags: ['drop-in', 'equipment'],
      registrations: 0,
    },
  ],
  achievements: [
    {
      title: 'Campus Open Data Award',
      yearsAgo: 0,
      description:
        'The air-quality network data is now used in three taught modules and two research projects.',
      category: 'Innovation',
      awardedBy: 'Northgate University Library',
      recipient: 'IEEE Sensors Council',
    },
    {
      title: 'Best Student Demo, Regional Sensors Workshop',
      yearsAgo: 1,
      description: 'A live demonstration of a solar-powered particulate sensor node.',
      category: 'Research',
      awardedBy: 'IEEE Sensors Council',
      recipient: 'Kofi Boateng',
      value: 'Best Demo',
    },
  ],
  gallery: [
    {
      caption: 'Twelve air-quality nodes ready for deployment',
      height: 430,
      eventTitle: 'Air-Quality Node Build Day',
      photographer: 'Elin Johansson',
      tags: ['air quality'],
    },
    {
      caption: 'Mounting a node on the Faraday Hall roof',
      height: 870,
      eventTitle: 'Air-Quality Node Build Day',
      tags: ['deployment'],
    },
    {
      caption: 'Thermistors in the calibration bath',
      height: 350,
      eventTitle: 'Calibration Matters: A Practical Workshop',
      tags: ['calibration'],
    },
    {
      caption: "Winning team's quiet-space sensor prototype",
      height: 600,
      eventTitle: 'Sensing Challenge: Quiet Study Spaces',
      photographer: 'Meera Pillai',
      tags: ['competition'],
    },
  ],
};
