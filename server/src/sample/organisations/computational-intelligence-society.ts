import { linkedin, mail, register, ul } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const computationalIntelligenceSociety: SampleOrganisation = {
  kind: 'society',
  slug: 'computational-intelligence-society',
  name: 'IEEE Computational Intelligence Society',
  initials: 'CIS',
  colours: ['#4a1942', '#ff8fab'],
  motif: 'dots',
  description:
    'Neural networks, evolutionary algorithms and fuzzy systems, studied with a healthy suspicion of hype. The chapter runs a machine learning study group, enters data science competitions and hosts an annual discussion on responsible AI.',
  vision:
    'A community of students who can build intelligent systems and explain, in plain words, what those systems can and cannot do.',
  mission:
    'We help members learn machine learning by doing it carefully: clean data, honest evaluation and open discussion of impact.',
  objectives: ul(
    'Run a weekly study group that works through a machine learning course together',
    'Provide shared GPU time for member projects through the faculty cluster',
    'Enter at least one data science competition each term',
    'Host an annual responsible-AI forum with speakers from outside engineering',
  ),
  studentMemberCount: 219,
  establishedYear: 2012,
  slate: [
    {
      name: 'Dr. Wei Zhang',
      role: 'Advisor',
      hasPhoto: true,
      email: mail('w.zhang'),
      linkedin: linkedin('wei-zhang-ml'),
      bio: 'Researches evolutionary optimisation and interpretable models.',
    },
    {
      name: 'Amelia Clarke',
      role: 'Chair',
      hasPhoto: true,
      email: mail('amelia.clarke'),
      linkedin: linkedin('amelia-clarke-ai'),
      bio: 'Data science student who insists on a baseline before every deep model.',
    },
    {
      name: 'Rahul Verma',
      role: 'Vice Chair',
      hasPhoto: true,
      email: mail('rahul.verma'),
    },
    {
      name: 'Sara Haile',
      role: 'Secretary',
      hasPhoto: true,
      linkedin: linkedin('sara-haile'),
      bio: 'Leads the study group and the cluster booking rota.',
    },
    {
      name: 'Mohammed Al-Amin',
      role: 'Treasurer',
      hasPhoto: false,
      email: mail('mohammed.alamin'),
    },
    {
      name: 'Julia Novak',
      role: 'Web Master',
      hasPhoto: true,
      email: mail('julia.novak'),
      bio: 'Maintains the study-group notebooks and the chapter site.',
    },
  ],
  events: [
    {
      title: 'Machine Learning Study Group: Term Finale',
      dayOffset: -190,
      time: '17:00',
      location: 'Lovelace Centre, Lab 2.14',
      description:
        'The study group closed its term by presenting twelve mini-projects, from bird-song classification to predicting library occupancy.',
      tags: ['study group', 'projects'],
      participants: '45',
    },
    {
      title: 'Responsible AI Forum',
      dayOffset: -75,
      time: '18:00',
      location: 'Maxwell Auditorium',
      description:
        'A philosopher, a data-protection lawyer and a machine learning engineer discussed bias, consent and accountability with a packed auditorium.',
      tags: ['forum', 'ethics', 'AI'],
      participants: '160+',
    },
    {
      title: 'Evolving Solutions: Genetic Algorithms Workshop',
      dayOffset: -9,
      time: '14:00',
      location: 'Lovelace Centre, Lab 1.05',
      description:
        'Participants evolved timetables, travelling-salesman tours and tiny walking creatures, and learned why mutation rates matter.',
      capacity: 40,
      tags: ['workshop', 'evolutionary computation'],
      participants: '39',
    },
    {
      title: 'Data Science Challenge: Campus Footfall',
      dayOffset: 17,
      time: '10:00',
      location: 'Lovelace Centre, Lab 2.14',
      description:
        'Predict hourly footfall in campus buildings from anonymised sensor data. Teams of up to four; prizes for accuracy and for the clearest explanation.',
      capacity: 80,
      registrationLink: register('cis-footfall-challenge'),
      tags: ['competition', 'data science'],
      registrations: 52,
    },
    {
      title: 'Reading Group: Attention Is All You Need',
      dayOffset: 39,
      time: '17:00',
      location: 'Hopper Library, Seminar Room 3',
      description:
        'We read the transformer paper line by line and implement a small attention layer from scratch.',
      capacity: 25,
      tags: ['reading group', 'deep learning'],
      registrations: 18,
    },
  ],
  achievements: [
    {
      title: 'Second Place, Regional Data Science Competition',
      yearsAgo: 0,
      description:
        'A team of four forecast solar output for a regional utility with the second-lowest error.',
      category: 'Competition',
      awardedBy: 'IEEE Region 10',
      recipient: 'IEEE Computational Intelligence Society',
      value: 'Second Place',
    },
    {
      title: 'Undergraduate Research Paper',
      yearsAgo: 1,
      description: 'A workshop paper on interpretable models for predicting student drop-out risk.',
      category: 'Publication',
      awardedBy: 'IEEE Computational Intelligence Society',
      recipient: 'Amelia Clarke',
    },
    {
      title: 'Chapter Growth Recognition',
      yearsAgo: 4,
      description: 'Membership more than doubled in a single year after the study group launched.',
      category: 'Recognition',
      awardedBy: 'IEEE Region 10 Student Activities Committee',
      recipient: 'IEEE Computational Intelligence Society',
    },
  ],
  gallery: [
    {
      caption: 'Bird-song classifier demo at the term finale',
      height: 470,
      eventTitle: 'Machine Learning Study Group: Term Finale',
      tags: ['projects'],
    },
    {
      caption: 'Panel at the Responsible AI Forum',
      height: 350,
      eventTitle: 'Responsible AI Forum',
      photographer: 'Julia Novak',
      tags: ['forum', 'ethics'],
    },
    {
      caption: 'A queue for questions after the forum',
      height: 620,
      eventTitle: 'Responsible AI Forum',
      tags: ['forum'],
    },
    {
      caption: 'Generation 200 of the walking creatures',
      description: 'Still mostly falling over, but falling over forwards.',
      height: 800,
      eventTitle: 'Evolving Solutions: Genetic Algorithms Workshop',
      photographer: 'Sara Haile',
      tags: ['workshop'],
    },
  ],
};
