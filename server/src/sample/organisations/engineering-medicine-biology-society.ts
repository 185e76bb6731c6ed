import { linkedin, mail, register, ul } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const engineeringMedicineBiologySociety: SampleOrganisation = {
  kind: 'society',
  slug: 'engineering-medicine-biology-society',
  name: 'IEEE Engineering in Medicine and Biology Society',
  initials: 'EMBS',
  colours: ['#0b6e4f', '#a7e8bd'],
  motif: 'waves',
  description:
    'Where electronics meets the human body. The chapter brings together electrical, biomedical and computer engineering students with medical students from the teaching hospital to work on wearables, medical imaging and assistive technology.',
  vision:
    'Engineers who design health technology with clinicians and patients in the room, not as an afterthought.',
  mission:
    'We create opportunities for students to learn about, build and responsibly test technology for health, in partnership with the university hospital.',
  objectives: ul(
    'Run a yearly clinical shadowing programme with the university hospital',
    'Build open-hardware biosignal kits for teaching ECG, EMG and EEG',
    'Host talks on medical device regulation, safety and ethics',
    'Support an assistive-technology project for a local charity each year',
  ),
  studentMemberCount: 118,
  establishedYear: 2013,
  slate: [
    {
      name: 'Dr. Elif Kaya',
      role: 'Advisor',
      hasPhoto: true,
      email: mail('e.kaya'),
      bio: 'Biomedical engineer researching low-cost ultrasound imaging.',
    },
    {
      name: 'Noah Fischer',
      role: 'Chair',
      hasPhoto: true,
      email: mail('noah.fischer'),
      linkedin: linkedin('noah-fischer-bme'),
      bio: 'Biomedical engineering student building a wearable tremor monitor.',
    },
    {
      name: 'Aisha Bello',
      role: 'Secretary',
      hasPhoto: true,
      email: mail('aisha.bello'),
      linkedin: linkedin('aisha-bello'),
    },
    {
      name: 'Vikram Nair',
      role: 'Treasurer',
      hasPhoto: false,
      bio: "Medical student and the chapter's link to the hospital wards.",
    },
  ],
  events: [
    {
      title: 'Build Your Own ECG',
      dayOffset: -133,
      time: '14:00',
      location: 'Biomedical Engineering Wing, Room 118',
      description:
        'Participants assembled a battery-powered, isolated ECG front end and recorded their own heartbeat. Safety briefing first, electrodes second.',
      capacity: 20,
      tags: ['workshop', 'biosignals', 'hardware'],
      participants: '20',
    },
    {
      title: 'Medical Devices: From Prototype to Patient',
      dayOffset: -54,
      time: '17:00',
      location: 'Maxwell Auditorium',
      description:
        'A regulatory affairs specialist walked through what it takes to bring a device to market, with case studies of recalls and what engineers could have caught.',
      tags: ['talk', 'regulation', 'ethics'],
      participants: '85+',
    },
    {
      title: 'Assistive Tech Hack Day',
      dayOffset: 36,
      time: '09:00',
      location: 'Innovation Hub, Maker Space',
      description:
        'Work with occupational therapists and members of a local disability charity to prototype everyday aids, from adapted cutlery to switch-controlled music players.',
      capacity: 40,
      registrationLink: register('embs-assistive-hack-day'),
      tags: ['hackathon', 'assistive technology', 'community'],
      registrations: 25,
    },
  ],
  achievements: [
    {
      title: 'Best Undergraduate Poster, Biomedical Engineering Symposium',
      yearsAgo: 0,
      description: 'For a wrist-worn tremor monitor validated on twelve volunteers.',
      category: 'Research',
      awardedBy: 'IEEE Engineering in Medicine and Biology Society',
      recipient: 'Noah Fischer',
      value: 'Best Poster',
    },
    {
      title: 'Hospital Partnership Recognition',
      yearsAgo: 2,
      description:
        'The university hospital thanked the chapter for repairing and documenting twenty donated training mannequins.',
      category: 'Community Service',
      awardedBy: 'Northgate University Hospital',
      recipient: 'IEEE Engineering in Medicine and Biology Society',
    },
  ],
  gallery: [
    {
      caption: 'A heartbeat on a laptop screen, recorded minutes earlier',
      height: 500,
      eventTitle: 'Build Your Own ECG',
      photographer: 'Aisha Bello',
      tags: ['biosignals'],
    },
    {
      caption: 'Careful soldering of the isolation stage',
      height: 780,
      eventTitle: 'Build Your Own ECG',
      tags: ['hardware'],
    },
    {
      caption: 'Questions from the floor on device recalls',
      height: 340,
      eventTitle: 'Medical Devices: From Prototype to Patient',
      tags: ['talk'],
    },
  ],
};
