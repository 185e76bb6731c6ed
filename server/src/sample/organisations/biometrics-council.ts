import { linkedin, mail, register, ul } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const biometricsCouncil: SampleOrganisation = {
  kind: 'council',
  slug: 'biometrics-council',
  name: 'IEEE Biometrics Council',
  initials: 'BIO',
  colours: ['#4a148c', '#ea80fc'],
  motif: 'rings',
  description:
    'Fingerprints, faces, voices and gaits: the council explores how people can be recognised by machines, and when they should not be. Technical workshops sit side by side with debates on privacy, fairness and consent.',
  vision:
    'Engineers who can build accurate biometric systems and who take responsibility for how they are used.',
  mission:
    'We study biometric technology critically, combining hands-on experiments with open discussion of its social impact.',
  objectives: ul(
    'Run practical workshops on fingerprint, face and speaker recognition',
    'Hold a yearly public debate on biometrics, privacy and the law',
    'Promote fairness testing across demographic groups in student projects',
  ),
  studentMemberCount: 45,
  establishedYear: 2019,
  email: 'biometrics@ieee-sb.example.edu',
  phone: '+1 555 0138',
  website: 'https://ieee-sb.example.edu/biometrics-council',
  location: 'Lovelace Centre, Room 3.02',
  slate: [
    {
      name: 'Dr. Nkechi Obiora',
      role: 'Advisor',
      hasPhoto: true,
      email: mail('n.obiora'),
      bio: 'Researches presentation-attack detection for face recognition.',
    },
    {
      name: 'Arman Petrosyan',
      role: 'Chair',
      hasPhoto: true,
      email: mail('arman.petrosyan'),
      linkedin: linkedin('arman-petrosyan'),
    },
    {
      name: 'Lucía Navarro',
      role: 'Secretary',
      hasPhoto: true,
      email: mail('lucia.navarro'),
      bio: 'Law and computer science joint-degree student.',
    },
  ],
  events: [
    {
      title: 'Fool the Scanner: Presentation Attack Workshop',
      dayOffset: -108,
      time: '15:00',
      location: 'Lovelace Centre, Lab 2.14',
      description:
        'Participants tried to spoof a fingerprint reader with gelatine and printed photos (with consent and sacrificial hardware), then learned how liveness detection stops them.',
      capacity: 20,
      tags: ['workshop', 'security'],
      participants: '20',
    },
    {
      title: 'Debate: Should Campuses Use Face Recognition?',
      dayOffset: -41,
      time: '18:00',
      location: 'Student Union, Hall B',
      description:
        'Two student teams debated face recognition for building access. The audience vote swung from 48% in favour to 31% by the end.',
      tags: ['debate', 'privacy', 'ethics'],
      participants: '110+',
    },
    {
      title: 'Speaker Recognition Hands-on',
      dayOffset: 48,
      time: '15:00',
      location: 'Lovelace Centre, Lab 2.14',
      description:
        'Build a small speaker-verification system from voice recordings you collect yourselves, then measure how it performs across accents.',
      capacity: 24,
      registrationLink: register('biometrics-speaker-recognition'),
      tags: ['workshop', 'speech', 'fairness'],
      registrations: 10,
    },
  ],
  achievements: [
    {
      title: 'Ethics in Engineering Prize',
      yearsAgo: 0,
      description:
        'For a student report on demographic performance differences in open-source face recognition models.',
      category: 'Academic Excellence',
      awardedBy: 'University Engineering Faculty',
      recipient: 'Lucía Navarro',
      value: 'Faculty Prize',
    },
  ],
  gallery: [
    {
      caption: 'Gelatine fingerprints drying on the bench',
      height: 390,
      eventTitle: 'Fool the Scanner: Presentation Attack Workshop',
      tags: ['workshop'],
    },
    {
      caption: 'The audience vote swings live on screen',
      height: 610,
      eventTitle: 'Debate: Should Campuses Use Face Recognition?',
      photographer: 'Arman Petrosyan',
      tags: ['debate'],
    },
    {
      caption: 'Debaters after the final round',
      height: 320,
      eventTitle: 'Debate: Should Campuses Use Face Recognition?',
      tags: ['debate'],
    },
  ],
};
