import { linkedin, mail, register, ul } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const geoscienceRemoteSensingSociety: SampleOrganisation = {
  kind: 'society',
  slug: 'geoscience-remote-sensing-society',
  name: 'IEEE Geoscience and Remote Sensing Society',
  initials: 'GRSS',
  colours: ['#283618', '#dda15e'],
  motif: 'peaks',
  description:
    'Seeing the Earth from above. Members process satellite imagery, fly survey drones for environmental projects and work with the geography department on mapping floods, crops and coastlines.',
  vision:
    'Engineers and scientists who use remote sensing to answer real questions about the land, water and air around us.',
  mission:
    'To teach students to acquire, process and interpret Earth observation data, and to put those skills to work for local environmental projects.',
  objectives: ul(
    'Run an Earth observation data workshop every term using free satellite data',
    'Operate a drone survey team with certified student pilots',
    'Partner with a local environmental group on a mapping project each year',
  ),
  studentMemberCount: 67,
  establishedYear: 2016,
  slate: [
    {
      name: 'Dr. Lars Eriksen',
      role: 'Advisor',
      hasPhoto: true,
      email: mail('l.eriksen'),
      bio: 'Works on synthetic aperture radar for sea-ice monitoring.',
    },
    {
      name: 'Camila Rojas',
      role: 'Chair',
      hasPhoto: true,
      email: mail('camila.rojas'),
      linkedin: linkedin('camila-rojas-eo'),
      bio: "Environmental engineering student and the chapter's lead drone pilot.",
    },
    {
      name: 'Aarav Joshi',
      role: 'Vice Chair',
      hasPhoto: false,
      linkedin: linkedin('aarav-joshi'),
    },
    {
      name: 'Ngozi Adeyemi',
      role: 'Secretary',
      hasPhoto: true,
      email: mail('ngozi.adeyemi'),
      bio: 'Maps mangroves in her spare time.',
    },
  ],
  events: [
    {
      title: 'Earth Observation Data Workshop',
      dayOffset: -140,
      time: '13:00',
      location: 'Lovelace Centre, Lab 1.05',
      description:
        "Participants downloaded free multispectral imagery, computed vegetation indices and mapped how the city's green space has changed over a decade.",
      capacity: 30,
      tags: ['workshop', 'satellite data'],
      participants: '30',
    },
    {
      title: 'River Survey with the Kell Valley Trust',
      dayOffset: -50,
      time: '08:00',
      location: 'Kell Valley Nature Reserve (transport from the Main Gate)',
      description:
        'The drone team surveyed four kilometres of riverbank so the trust can track erosion after winter floods. Orthomosaics delivered two weeks later.',
      organizer: 'Camila Rojas',
      tags: ['drones', 'fieldwork', 'environment'],
      participants: '14',
    },
    {
      title: 'Radar Eyes: An Introduction to SAR',
      dayOffset: 31,
      time: '16:00',
      location: 'Faraday Hall, Room 108',
      description:
        'How radar satellites image the ground through clouds and at night, with examples from flood mapping and ship detection.',
      capacity: 60,
      registrationLink: register('grss-sar-intro'),
      tags: ['talk', 'radar'],
      registrations: 23,
    },
  ],
  achievements: [
    {
      title: 'Environmental Partnership Award',
      yearsAgo: 0,
      description: 'Recognised by the Kell Valley Trust for three years of riverbank surveys.',
      category: 'Community Service',
      awardedBy: 'Kell Valley Trust',
      recipient: 'IEEE Geoscience and Remote Sensing Society',
    },
    {
      title: 'Student Mapping Challenge Winner',
      yearsAgo: 3,
      description:
        'A land-cover classification of the region with 91% accuracy against ground truth.',
      category: 'Competition',
      awardedBy: 'IEEE Geoscience and Remote Sensing Society',
      recipient: 'Aarav Joshi',
      value: 'First Place',
    },
  ],
  gallery: [
    {
      caption: 'Drone team briefing on the riverbank',
      height: 540,
      eventTitle: 'River Survey with the Kell Valley Trust',
      photographer: 'Ngozi Adeyemi',
      tags: ['drones', 'fieldwork'],
    },
    {
      caption: 'Orthomosaic of the eroded bend',
      height: 870,
      eventTitle: 'River Survey with the Kell Valley Trust',
      tags: ['mapping'],
    },
    {
      caption: 'A decade of green space, in false colour',
      height: 400,
      eventTitle: 'Earth Observation Data Workshop',
      tags: ['satellite data'],
    },
    {
      caption: 'Pre-flight checks',
      height: 330,
      tags: ['drones'],
    },
  ],
};
