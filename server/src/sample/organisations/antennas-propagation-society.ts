import { linkedin, mail, register, ul } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const antennasPropagationSociety: SampleOrganisation = {
  kind: 'society',
  slug: 'antennas-propagation-society',
  name: 'IEEE Antennas and Propagation Society',
  initials: 'APS',
  colours: ['#004e64', '#7ae582'],
  motif: 'rings',
  description:
    'A hands-on chapter for students who want to know why a bent paperclip can be an antenna and a car roof cannot. We design, simulate, build and measure antennas, and we are allowed to book the anechoic chamber twice a term.',
  vision:
    'Students who trust their antenna measurements because they understand every step from simulation to test.',
  mission:
    'To teach electromagnetics through building things that radiate, and measuring them properly.',
  objectives: ul(
    'Run an antenna design challenge with measurement in the anechoic chamber',
    'Teach electromagnetic simulation to second-year students',
    'Build a library of documented reference antennas for teaching labs',
  ),
  studentMemberCount: 61,
  establishedYear: 2016,
  slate: [
    {
      name: 'Dr. Carlos Mendoza',
      role: 'Advisor',
      hasPhoto: true,
      email: mail('c.mendoza'),
      bio: 'Specialist in phased arrays who runs the anechoic chamber.',
    },
    {
      name: 'Anika Sharma',
      role: 'Chair',
      hasPhoto: true,
      email: mail('anika.sharma'),
      linkedin: linkedin('anika-sharma-rf'),
      bio: 'Designing a wearable textile antenna for her final-year project.',
    },
    {
      name: 'Ben Carter',
      role: 'Secretary',
      hasPhoto: false,
      email: mail('ben.carter'),
    },
    {
      name: 'Thanh Pham',
      role: 'Committee Member',
      hasPhoto: true,
      linkedin: linkedin('thanh-pham'),
      bio: 'Knows the vector network analyser better than its manual does.',
    },
  ],
  events: [
    {
      title: 'Antenna Design Challenge',
      dayOffset: -117,
      time: '10:00',
      location: 'Faraday Hall, Anechoic Chamber',
      description:
        'Teams designed a 2.4 GHz patch antenna in simulation, etched it on FR-4 and measured gain and return loss in the chamber. The winning design was within 0.3 dB of its simulation.',
      capacity: 24,
      tags: ['competition', 'RF', 'measurement'],
      participants: '24',
    },
    {
      title: 'Smith Charts Without Tears',
      dayOffset: -38,
      time: '16:00',
      location: 'Faraday Hall, Room 212',
      description:
        'A workshop on impedance matching with a Smith chart, a VNA and a box of capacitors. Everyone matched a real antenna by the end.',
      capacity: 30,
      tags: ['workshop', 'impedance matching'],
      participants: '27',
    },
    {
      title: 'Anechoic Chamber Open Session',
      dayOffset: 44,
      time: '14:00',
      location: 'Faraday Hall, Anechoic Chamber',
      description:
        'Bring an antenna (or borrow one of ours) and measure its radiation pattern. Slots of thirty minutes; book ahead.',
      capacity: 10,
      registrationLink: register('aps-chamber-session'),
      tags: ['measurement', 'lab'],
      registrations: 7,
    },
  ],
  achievements: [
    {
      title: 'Student Design Contest Honourable Mention',
      yearsAgo: 1,
      description: 'For a low-profile antenna that conforms to a bicycle helmet.',
      category: 'Competition',
      awardedBy: 'IEEE Antennas and Propagation Society',
      recipient: 'Anika Sharma',
      value: 'Honourable Mention',
    },
  ],
  gallery: [
    {
      caption: 'Patch antennas lined up for measurement',
      height: 400,
      eventTitle: 'Antenna Design Challenge',
      photographer: 'Thanh Pham',
      tags: ['RF'],
    },
    {
      caption: 'Inside the anechoic chamber',
      height: 760,
      eventTitle: 'Antenna Design Challenge',
      tags: ['lab', 'measurement'],
    },
    {
      caption: 'A perfect match, finally, on the VNA screen',
      height: 310,
      eventTitle: 'Smith Charts Without Tears',
      tags: ['workshop'],
    },
  ],
};
